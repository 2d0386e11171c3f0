import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TodoClient {
    /// Sends a request and returns what came back: `URLSession` in the app, a fake in tests.
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// The real client: asks jsonplaceholder for its todos through `transport`.
    static func live(transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }) -> TodoClient {
        TodoClient {
            guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
                throw URLError(.badURL)
            }
            let (data, response) = try await transport(URLRequest(url: url))
            guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
            }
            return try JSONDecoder().decode([Todo].self, from: data)
        }
    }
}
