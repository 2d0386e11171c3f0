import Foundation

/// The single business operation "get the todos".
protocol TodoGetUseCase: Sendable {
    func execute() async -> Result<[TodoDMO], TodoGetUseCaseError>
}

/// Why the todos could not be got, with a sentence fit to show to the user.
enum TodoGetUseCaseError: LocalizedError, Equatable {
    case networkError
    case decodingError

    var errorDescription: String? {
        // TODO: a sentence per case that a user can read.
        nil
    }
}

/// Gets the todos from the repository and says how it went as a `Result`.
struct TodoGetUseCaseImplementation: TodoGetUseCase {
    private let repository: any TodoRepository

    init(repository: any TodoRepository) {
        self.repository = repository
    }

    func execute() async -> Result<[TodoDMO], TodoGetUseCaseError> {
        // TODO: this is the article's version. One of the two errors can never be returned:
        // find out which, and why, then fix it.
        do {
            let todos = try await repository.fetchTodos()
            return .success(todos)
        } catch {
            return .failure(error is TodoRepositoryError ? .decodingError : .networkError)
        }
    }
}
