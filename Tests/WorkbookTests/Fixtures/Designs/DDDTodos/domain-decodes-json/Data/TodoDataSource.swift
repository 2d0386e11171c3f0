import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // URLSession, URLRequest and URLResponse live here on Linux.
#endif

/// Fetches the body of the todos' response.
protocol TodoDataSource: Sendable {
    func fetchTodos() async throws -> Data
}

enum TodoDataSourceError: Error, Equatable {
    case badUrl
    case requestError
    case statusNotOK
}

/// The data source that asks jsonplaceholder over HTTP.
struct TodoDataSourceImplementation: TodoDataSource {
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    private let transport: Transport

    init(transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }) {
        self.transport = transport
    }

    func fetchTodos() async throws -> Data {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
            throw TodoDataSourceError.badUrl
        }
        guard let (data, response) = try? await transport(URLRequest(url: url)) else {
            throw TodoDataSourceError.requestError
        }
        guard let httpResponse = response as? HTTPURLResponse, (200...299).contains(httpResponse.statusCode) else {
            throw TodoDataSourceError.statusNotOK
        }
        return data
    }
}
