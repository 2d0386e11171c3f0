import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Answers questions about a response for whoever asks.
enum HTTPAnswer {
    static func isSuccess(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else { return false }
        return (200...299).contains(http.statusCode)
    }
}
