import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct TodoClient: Sendable {
    var fetchTodos: @Sendable () async throws -> [Todo]
}

extension TodoClient {
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// An answer the client refuses: its status, or none when the response is not HTTP.
    struct Refusal: Error {
        let status: Int?
    }

    static func live(
        transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }
    ) -> TodoClient {
        TodoClient {
            guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
                throw URLError(.badURL)
            }
            let (data, response) = try await transport(URLRequest(url: url))
            guard let http = response as? HTTPURLResponse else { throw Refusal(status: nil) }
            guard (200...299).contains(http.statusCode) else { throw Refusal(status: http.statusCode) }
            return try JSONDecoder().decode([Todo].self, from: data)
        }
    }

    static func mock(_ todos: [Todo]) -> TodoClient {
        TodoClient { todos }
    }
}
