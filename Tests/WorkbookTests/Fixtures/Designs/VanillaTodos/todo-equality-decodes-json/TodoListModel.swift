import Observation

@MainActor
@Observable
final class TodoListModel {
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
            // Array's `!=` calls Todo's own `==`, which decodes.
            if fetched != todos {
                todos = fetched
            }
            errorMessage = nil
        } catch is DecodingError {
            errorMessage = "The server sent todos that this app cannot read."
        } catch {
            errorMessage = "Your todos could not be loaded. Check your connection and try again."
        }
    }
}
