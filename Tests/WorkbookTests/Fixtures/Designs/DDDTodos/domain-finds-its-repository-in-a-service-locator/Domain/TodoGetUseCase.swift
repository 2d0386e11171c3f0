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
        switch self {
        case .networkError: "Your todos could not be loaded. Check your connection and try again."
        case .decodingError: "The server sent todos that this app cannot read."
        }
    }
}

/// Gets the todos from the services and says how it went as a `Result`.
struct TodoGetUseCaseImplementation: TodoGetUseCase {
    func execute() async -> Result<[TodoDMO], TodoGetUseCaseError> {
        do {
            let todos = try await TodoServices.fetchTodos()
            return .success(todos)
        } catch TodoRepositoryError.decodingError {
            return .failure(.decodingError)
        } catch {
            // The article wrote `error is TodoRepositoryError ? .decodingError : .networkError`:
            // the repository throws nothing but TodoRepositoryError, so every failure, even
            // a lost connection, was reported as a decoding error.
            return .failure(.networkError)
        }
    }
}
