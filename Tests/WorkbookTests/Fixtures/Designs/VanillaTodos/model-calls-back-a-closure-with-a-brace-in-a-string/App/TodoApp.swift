import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The screen's model for the app: after each load it tells the server it was seen.
@MainActor
func makeTodoListModel(session: URLSession = .shared) -> TodoListModel {
    let model = TodoListModel(client: .mock([]))
    model.afterLoad = {
        let note = "} loaded"
        print(note)
        session.dataTask(with: URL(string: "https://example.com/seen")!).resume()
    }
    return model
}
