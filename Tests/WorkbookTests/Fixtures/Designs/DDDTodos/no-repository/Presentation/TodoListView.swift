/// The screen: the list and the alert (a SwiftUI view on a Mac).
@MainActor
struct TodoListView {
    let viewModel: TodoListViewModel

    func refresh() async {
        await viewModel.reload()
    }

    var rows: [(title: String, isDone: Bool)] {
        viewModel.items.map { ($0.label, $0.isDone) }
    }

    var alert: String? {
        viewModel.failure
    }
}
