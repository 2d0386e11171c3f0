import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A global that sends requests: reading it reaches `URLSession`.
let sharedTransport: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
    try await URLSession.shared.data(for: request)
}

/// A helper in another file than its callers.
func makeFeed() -> Feed {
    Feed(fetch: { try await sharedTransport(URLRequest(url: URL(fileURLWithPath: "/"))).0 })
}

/// A name for the feed.
typealias Source = Feed

/// A free function that decodes without `JSONDecoder`.
func parse(_ data: Data) throws -> Any {
    try JSONSerialization.jsonObject(with: data)
}

/// A long way to the network.
func chainStart() { stepOne() }
func stepOne() { stepTwo() }
func stepTwo() { stepThree() }
func stepThree() { stepFour() }
func stepFour() { _ = URLSession.self }
