import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's two models: a preview that prints after each load, and the live one.
@MainActor
func makeTodoListModels(session: URLSession = .shared) -> [TodoListModel] {
    let preview = TodoListModel(client: .mock([]))
    preview.afterLoad = {
        print("preview loaded") // { a brace in a comment
    }
    let live = TodoListModel(client: .live(transport: { try await session.data(for: $0) }))
    return [preview, live]
}
