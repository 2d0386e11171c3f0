import Observation

@MainActor
@Observable
final class TodoListModel {
    private(set) var todos: [Todo] = []
    var errorMessage: String?
    private(set) var isLoading = false

    private let client: TodoClient
    private let loader: any TodoLoading

    init(client: TodoClient, loader: any TodoLoading = CopyingLoader()) {
        self.client = client
        self.loader = loader
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            // Names only the protocol's requirement; what runs is CopyingLoader's, which decodes.
            todos = try await loader.loadTodos(from: client)
            errorMessage = nil
        } catch is DecodingError {
            errorMessage = "The server sent todos that this app cannot read."
        } catch {
            errorMessage = "Your todos could not be loaded. Check your connection and try again."
        }
    }
}
