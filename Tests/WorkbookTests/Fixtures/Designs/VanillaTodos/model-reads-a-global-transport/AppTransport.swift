import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's transport, kept in one place for every screen.
let appTransport: TodoClient.Transport = { request in
    try await URLSession.shared.data(for: request)
}
