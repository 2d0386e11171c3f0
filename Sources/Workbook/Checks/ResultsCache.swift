import Foundation
import KataKit

/// The last results of each checks product, keyed by everything that changes a verdict (see
/// ``key(fingerprint:executable:timeout:toolchain:seed:)``): `kata check` with nothing changed reuses
/// them instead of running every check again, as `go test` does. `kata check --no-cache` runs
/// them anyway.
struct ResultsCache: Sendable {
    let root: URL

    private struct Entry: Codable {
        var key: String
        var results: [CheckResult]
    }

    /// What a verdict depends on: the package's files the checks ran on (``BuildStamps``), the
    /// checks executable built from them, the time limit, the toolchain, and the seed a search
    /// replays (`KATA_SEED`, which the checks' processes inherit: another seed, another verdict).
    static func key(fingerprint: String, executable: String, timeout: Double,
                    toolchain: String = Toolchain.identity(),
                    seed: String? = ProcessInfo.processInfo.environment["KATA_SEED"]) -> String {
        let built = BuildStamps.identity(of: executable) ?? "missing"
        let replayed = seed.map { " seed=\($0)" } ?? ""
        return "\(fingerprint) checks=\(built) timeout=\(timeout) toolchain=\(toolchain)\(replayed)"
    }

    private var file: URL { root.appendingPathComponent(".kata/results-cache.json") }

    /// The results of `product` when they were made under this ``key(fingerprint:executable:timeout:toolchain:seed:)``.
    func results(of product: String, key: String) -> [CheckResult]? {
        guard let entry = load()[product], entry.key == key else { return nil }
        return entry.results
    }

    func record(_ results: [(product: String, key: String, results: [CheckResult])]) {
        var entries = load()
        for (product, key, checks) in results { entries[product] = Entry(key: key, results: checks) }
        guard let data = try? JSONEncoder().encode(entries) else { return }
        try? data.write(to: file, options: .atomic)
    }

    private func load() -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [:] }
        return (try? JSONDecoder().decode([String: Entry].self, from: data)) ?? [:]
    }
}
