import Observation

/// Wrong on purpose: not @MainActor. The todos are put on screen on the main actor, but the
/// error and the loading flag are written from wherever `load()` runs (the global executor).
@Observable
final class TodoListModel: @unchecked Sendable {
    private(set) var todos: [Todo] = []
    var errorMessage: String?
    private(set) var isLoading = false

    private let client: TodoClient

    init(client: TodoClient) {
        self.client = client
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let fetched = try await client.fetchTodos()
            await MainActor.run { self.todos = fetched }
            errorMessage = nil
        } catch is DecodingError {
            errorMessage = "The server sent todos that this app cannot read."
        } catch {
            errorMessage = "Your todos could not be loaded. Check your connection and try again."
        }
    }
}
