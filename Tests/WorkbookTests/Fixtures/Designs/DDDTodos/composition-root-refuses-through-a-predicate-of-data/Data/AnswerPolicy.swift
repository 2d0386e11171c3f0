import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether the server's answer is one the app takes.
enum AnswerPolicy {
    static func accepts(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else { return false }
        return (200...299).contains(http.statusCode)
    }
}
