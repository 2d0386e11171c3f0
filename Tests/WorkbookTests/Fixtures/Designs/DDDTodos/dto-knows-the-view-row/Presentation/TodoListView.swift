/// The screen as the user sees it: the list, and the alert.
@MainActor
struct TodoListView {
    let viewModel: TodoListViewModel

    /// What `.task` and pull-to-refresh run.
    func refresh() async {
        await viewModel.loadTodos()
    }

    /// The rows of the list, in order: a title, with a tick when the todo is done.
    var rows: [(title: String, isDone: Bool)] {
        viewModel.todos.map { TodoRow(title: $0.label, isDone: $0.isCompleted) }.map { ($0.title, $0.isDone) }
    }

    /// The alert's message, or `nil` when no alert is shown.
    var alert: String? {
        viewModel.hasError ? viewModel.errorMessage : nil
    }
}
