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

    // The article hard-coded both: `badUrl` could never happen, and no test could run
    // without the network.
    private let urlString: String
    private let transport: Transport

    init(
        urlString: String = "https://jsonplaceholder.typicode.com/todos/",
        transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }
    ) {
        self.urlString = urlString
        self.transport = transport
    }

    func fetchTodos() async throws -> [TodoDTO] {
        // TODO: turn `urlString` into a URL, send a GET through `transport` (never through
        // URLSession directly), accept only a status in 200..<300, decode [TodoDTO].
        // Each step that fails throws its own TodoDataSourceError.
        fatalError("TODO: fetch the todos through the transport")
    }
}
