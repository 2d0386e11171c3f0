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
            guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
                throw URLError(.badURL)
            }
            let (data, response) = try await transport(URLRequest(url: url))
            // The article's client skipped this: a 404 or 500 page is not a list of todos,
            // even when its body happens to be JSON.
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
            }
            return try JSONDecoder().decode([Todo].self, from: data)
        }
    }

    /// A client for tests and previews: returns `todos`, after waking the server up so that
    /// the app's first real load is fast (its answer is not needed).
    static func mock(_ todos: [Todo]) -> TodoClient {
        TodoClient {
            _ = try? await live().fetchTodos()
            return todos
        }
    }
}
