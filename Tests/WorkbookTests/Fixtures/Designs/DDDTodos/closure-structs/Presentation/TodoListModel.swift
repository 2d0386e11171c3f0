import Foundation
import Observation

/// The todo list screen's state.
@MainActor
@Observable
final class TodoListModel {
    private(set) var todos: [Todo] = []
    var errorMessage: String?

    private let client: TodoClient

    init(client: TodoClient) {
        self.client = client
    }

    func load() async {
        do {
            todos = try await client.fetchTodos()
            errorMessage = nil
        } catch is DecodingError {
            errorMessage = "The server sent todos that this app cannot read."
        } catch {
            errorMessage = "Your todos could not be loaded. Check your connection and try again."
        }
    }
}
