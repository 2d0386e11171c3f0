import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TodoListModel {
    /// The screen as the app shows it, on the real network.
    convenience init() {
        self.init(client: .live(transport: { request in
            var request = request
            request.setValue("application/json", forHTTPHeaderField: "Accept")
            return try await URLSession.shared.data(for: request)
        }))
    }
}
