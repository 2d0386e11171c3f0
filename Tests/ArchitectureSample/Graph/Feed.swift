import Foundation

/// A struct of closures: calling `fetch` reaches nothing of the module.
struct Feed {
    var fetch: @Sendable () async throws -> Data
}

/// A screen model that reaches the network through a helper, a global and a typealias.
final class FeedModel {
    var source: Source
    var items: [String] = []

    init() {
        source = makeFeed()
    }

    init(source: Source) {
        self.source = source
    }

    func reload() async throws {
        let data = try await source.fetch()
        items = try parse(data) as? [String] ?? []
    }
}

/// A model that only reads the feed it is given.
final class QuietModel {
    let feed: Feed
    init(feed: Feed) { self.feed = feed }
    func reload() async throws -> Data { try await feed.fetch() }
}

/// Made with its implicit initializer, whose default values run a helper.
struct Defaults {
    var feed = makeFeed()
    var count = 0
}

func makeDefaults() -> Defaults { Defaults() }
