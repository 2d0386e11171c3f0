import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // URLSession, URLRequest and URLResponse live here on Linux.
#endif

/// Fetches the raw todos from wherever they are kept.
protocol TodoDataSource: Sendable {
    func fetchTodos() async throws -> [TodoDTO]
}

enum TodoDataSourceError: Error, Equatable {
    case badUrl
    case requestError
    case statusNotOK
    case decodingError
}

/// The data source that asks jsonplaceholder over HTTP.
struct TodoDataSourceImplementation: TodoDataSource {
    /// Sends a request and returns what came back: `URLSession` in the app, a fake in tests.
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    // The article hard-coded the session: no test could run without the network.
    private let transport: Transport

    init(transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }) {
        self.transport = transport
    }

    func fetchTodos() async throws -> [TodoDTO] {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
            throw TodoDataSourceError.badUrl
        }
        guard let (data, response) = try? await transport(URLRequest(url: url)) else {
            throw TodoDataSourceError.requestError
        }
        // The article accepted exactly 200; any 2xx is a success.
        // Wrong only at a boundary: a response that is not HTTP has no status to refuse.
        if let httpResponse = response as? HTTPURLResponse, !(200...299).contains(httpResponse.statusCode) {
            throw TodoDataSourceError.statusNotOK
        }
        guard let todos = try? JSONDecoder().decode([TodoDTO].self, from: data) else {
            throw TodoDataSourceError.decodingError
        }
        return todos
    }
}
