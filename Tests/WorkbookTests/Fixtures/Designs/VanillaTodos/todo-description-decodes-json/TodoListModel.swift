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

    /// The titles in one line, for an accessibility label.
    var summary: String {
        // Interpolation calls Todo's `description`, which decodes.
        todos.map { "\($0)" }.joined(separator: ", ")
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
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
