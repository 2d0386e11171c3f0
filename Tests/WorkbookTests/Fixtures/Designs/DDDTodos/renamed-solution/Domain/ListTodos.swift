import Foundation

/// The single business operation "get the todos".
protocol ListTodos: Sendable {
    func execute() async -> Result<[TodoEntry], ListTodosFailure>
}

/// Why the todos could not be got, with a sentence fit to show to the user.
enum ListTodosFailure: LocalizedError, Equatable {
    case networkError
    case decodingError

    var errorDescription: String? {
        switch self {
        case .networkError: "Your todos could not be loaded. Check your connection and try again."
        case .decodingError: "The server sent todos that this app cannot read."
        }
    }
}

/// Gets the todos from the repository and says how it went as a `Result`.
struct ListTodosInteractor: ListTodos {
    private let repository: any TodoStore

    init(repository: any TodoStore) {
        self.repository = repository
    }

    func execute() async -> Result<[TodoEntry], ListTodosFailure> {
        do {
            let todos = try await repository.fetchTodos()
            return .success(todos)
        } catch TodoStoreFailure.decodingError {
            return .failure(.decodingError)
        } catch {
            // The article wrote `error is TodoStoreFailure ? .decodingError : .networkError`:
            // the repository throws nothing but TodoStoreFailure, so every failure, even
            // a lost connection, was reported as a decoding error.
            return .failure(.networkError)
        }
    }
}
