import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that refuses an answer whose status is not 2xx: the decision stays in Data/.
enum StatusCheckingTransport {
    static func wrapping(
        _ transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)
    ) -> @Sendable (URLRequest) async throws -> (Data, URLResponse) {
        { request in
            let (data, response) = try await transport(request)
            guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
            }
            return (data, response)
        }
    }
}
