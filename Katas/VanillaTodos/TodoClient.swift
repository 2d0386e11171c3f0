import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // URLSession, URLRequest and URLResponse live here on Linux.
#endif

/// Fetches the todos.
///
/// A struct holding a closure, not a protocol: the app uses `live()`, tests and previews use
/// `mock(_:)` or any closure they like.
struct TodoClient: Sendable {
    var fetchTodos: @Sendable () async throws -> [Todo]
}

extension TodoClient {
    /// Sends a request and returns what came back: `URLSession` in the app, a fake in tests.
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// The real client: asks jsonplaceholder for its todos through `transport`.
    static func live(
        transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }
    ) -> TodoClient {
        TodoClient {
            // TODO: GET https://jsonplaceholder.typicode.com/todos through `transport` (never
            // through URLSession directly), refuse any status outside 200..<300, then decode.
            fatalError("TODO: fetch the todos through the transport")
        }
    }

    /// A client for tests and previews: returns `todos` and never touches the network.
    static func mock(_ todos: [Todo]) -> TodoClient {
        // TODO: return the todos it was given.
        TodoClient { [] }
    }
}
