/// The screen as the user sees it: the list, and the alert.
///
/// On a Mac this would be the SwiftUI view (`List(rows)`, an `.alert`, `.task { await
/// refresh() }` and `.refreshable`). Linux has no SwiftUI, so it is a plain value that reads the
/// same state. The checks look at the app through this type only: keep `refresh()`, `rows` and
/// `alert` as they are, and change what they read as your layers change.
@MainActor
struct TodoListView {
    let viewModel: TodoListViewModel

    /// What `.task` and pull-to-refresh run.
    func refresh() async {
        await viewModel.loadTodos()
    }

    /// The rows of the list, in order: a title, with a tick when the todo is done, and a mark
    /// when it is overdue.
    var rows: [(title: String, isDone: Bool, isOverdue: Bool)] {
        viewModel.todos.map { (title: $0.label, isDone: $0.isCompleted, isOverdue: viewModel.isOverdue($0)) }
    }

    /// The alert's message, or `nil` when no alert is shown.
    var alert: String? {
        viewModel.hasError ? viewModel.errorMessage : nil
    }
}
