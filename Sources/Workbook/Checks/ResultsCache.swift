import Foundation
import KataKit

/// The last results of each checks product, keyed by the fingerprint of the package's files
/// they ran on (see ``BuildStamps``): `kata check` with nothing changed reuses them instead of
/// running every check again, as `go test` does. `kata check --no-cache` runs them anyway.
struct ResultsCache: Sendable {
    let root: URL

    private struct Entry: Codable {
        var fingerprint: String
        var results: [CheckResult]
    }

    private var file: URL { root.appendingPathComponent(".kata/results-cache.json") }

    /// The results of `product` when they were made from files with this fingerprint.
    func results(of product: String, fingerprint: String) -> [CheckResult]? {
        guard let entry = load()[product], entry.fingerprint == fingerprint else { return nil }
        return entry.results
    }

    func record(_ results: [(product: String, results: [CheckResult])], fingerprint: String) {
        var entries = load()
        for (product, checks) in results { entries[product] = Entry(fingerprint: fingerprint, results: checks) }
        guard let data = try? JSONEncoder().encode(entries) else { return }
        try? data.write(to: file, options: .atomic)
    }

    private func load() -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: Entry].self, from: data)) ?? [:]
    }
}
