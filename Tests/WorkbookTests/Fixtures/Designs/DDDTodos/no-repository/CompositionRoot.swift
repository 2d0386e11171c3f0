import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root: the one place that knows every layer.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    TodoListView(viewModel: TodoListViewModel(loadTodos: LoadTodos(source: HTTPTodoSource(transport: transport))))
}
