import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Reads the status of an answer for whoever needs it.
enum HTTPStatus {
    static func code(of response: URLResponse) -> Int {
        (response as? HTTPURLResponse)?.statusCode ?? 0
    }
}
