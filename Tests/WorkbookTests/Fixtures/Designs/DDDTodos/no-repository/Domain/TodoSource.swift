/// Where todos come from. The domain declares it; Data/ implements it.
protocol TodoSource: Sendable {
    func todos() async throws(TodoSourceError) -> [TodoItem]
}

/// Why a source could not give its todos.
enum TodoSourceError: Error, Equatable {
    case unreachable
    case unreadable
}
