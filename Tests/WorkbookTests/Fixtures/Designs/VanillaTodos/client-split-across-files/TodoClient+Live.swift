import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension TodoClient {
    /// The real client, over any transport (URLSession in the app).
    static func live(
        transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse) = { try await URLSession.shared.data(for: $0) }
    ) -> TodoClient {
        TodoClient {
            guard let address = URL(string: "https://jsonplaceholder.typicode.com/todos") else { throw URLError(.badURL) }
            let request = URLRequest(url: address)
            let (data, response) = try await transport(request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard 200 <= status, status <= 299 else { throw URLError(.badServerResponse) }
            return try decodeTodos(data)
        }
    }
}

private func decodeTodos(_ data: Data) throws -> [Todo] {
    try JSONDecoder().decode([Todo].self, from: data)
}
