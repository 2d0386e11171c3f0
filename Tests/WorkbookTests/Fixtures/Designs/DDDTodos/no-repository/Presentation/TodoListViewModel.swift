import Observation

/// What the todo list shows.
@MainActor
@Observable
final class TodoListViewModel {
    private(set) var items: [TodoItem] = []
    private(set) var failure: String?

    private let loadTodos: LoadTodos

    init(loadTodos: LoadTodos) {
        self.loadTodos = loadTodos
    }

    func reload() async {
        do {
            items = try await loadTodos()
            failure = nil
        } catch {
            failure = error.errorDescription
        }
    }
}
