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

/// Gets the todos from the repository, overdue ones first, and says how it went as a `Result`.
struct TodoGetUseCaseImplementation: TodoGetUseCase {
    private let repository: any TodoRepository
    /// Today, read at each execution: the device's clock in the app, a fixed day in a test.
    private let today: @Sendable () -> Date

    init(repository: any TodoRepository, today: @escaping @Sendable () -> Date = { Date() }) {
        self.repository = repository
        self.today = today
    }

    func execute() async -> Result<[TodoDMO], TodoGetUseCaseError> {
        do {
            let todos = try await repository.fetchTodos()
            let now = today()
            // Overdue first; each group keeps the repository's order.
            return .success(todos.filter { $0.isOverdue(on: now) } + todos.filter { !$0.isOverdue(on: now) })
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
