import Foundation

/// Loads the todos, and turns a source's failure into a sentence for the user.
struct LoadTodos: Sendable {
    let source: any TodoSource

    func callAsFunction() async throws(LoadTodosError) -> [TodoItem] {
        do {
            return try await source.todos()
        } catch {
            switch error {
            case .unreachable: throw .offline
            case .unreadable: throw .unreadable
            }
        }
    }
}

/// Why the todos could not be loaded.
enum LoadTodosError: LocalizedError {
    case offline
    case unreadable

    var errorDescription: String? {
        switch self {
        case .offline: "The todos could not be reached. Try again in a moment."
        case .unreadable: "The todos came back in a form this app cannot read."
        }
    }
}
