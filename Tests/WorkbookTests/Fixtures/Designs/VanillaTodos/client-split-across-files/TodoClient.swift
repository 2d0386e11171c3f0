/// Fetches the todos: one closure, swapped by passing another value.
struct TodoClient: Sendable {
    var fetchTodos: @Sendable () async throws -> [Todo]

    /// A client that returns `todos` at once, for tests and previews.
    static func mock(_ todos: [Todo]) -> TodoClient {
        TodoClient(fetchTodos: { todos })
    }
}
