/// Gives the domain its todos, from wherever they are kept.
///
/// Declared here, in Domain/, and implemented in Data/: the domain says what it needs, and the
/// data layer depends on the domain, never the other way round. (The article does not say
/// which folder its protocol goes in; put it in Data/ and the use case would depend on Data/.)
protocol TodoRepository: Sendable {
    func fetchTodos() async throws -> [TodoDMO]
}

/// Why a repository could not give the todos.
enum TodoRepositoryError: Error, Equatable {
    case decodingError
    case networkError
}
