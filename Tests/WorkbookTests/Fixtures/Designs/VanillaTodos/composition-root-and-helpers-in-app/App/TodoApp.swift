import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root, in a folder of its own: the screen's model over the live client.
@MainActor
func makeTodoListModel(session: URLSession = .shared) -> TodoListModel {
    TodoListModel(client: .live(transport: { try await session.data(for: $0) }))
}

/// A helper free function beside it: what a preview shows.
func previewTodos() -> [Todo] {
    [Todo(userId: 1, id: 1, title: "buy oat milk", completed: false)]
}

/// A preview's model, through the mock client.
@MainActor
func makePreviewModel() -> TodoListModel {
    TodoListModel(client: .mock(previewTodos()))
}
