import Foundation
import KataKit

/// What the pristine starters do under this workbook's checks, act by act: every check of each
/// kata, and whether the untouched starter already passes it. A grade gives no points for what
/// the starter already does (``GradeScoring``), and names every check of a kata that does not
/// compile. Kept in `.kata/grade-baseline.json`, made once per set of starters and checks (the
/// platforms' set-ups make it with `kata grade --baseline`, in `build-workbook.sh`).
struct GradeBaseline: Codable, Equatable, Sendable {
    struct Check: Codable, Equatable, Sendable {
        var name: String
        var kind: String
        var passes: Bool
    }

    /// What the starters' files, the checks and KataKit were when it was made.
    var key: String
    /// By act ("1", "2"), then kata id.
    var acts: [String: [String: [Check]]] = [:]

    static let path = ".kata/grade-baseline.json"

    func checks(of kata: String, act: KataInfo.Act) -> [Check]? {
        acts[String(act.rawValue)]?[kata]
    }

    /// The act a check of `kata` belongs to: the second when the first act's checks do not
    /// have it.
    func act(of check: String, kata: String) -> KataInfo.Act {
        guard let first = checks(of: kata, act: .one) else { return .one }
        return first.contains { $0.name == check } ? .one : .two
    }

    /// The results of the starters, as a baseline.
    static func checks(_ reports: [KataReport]) -> [String: [Check]] {
        var katas: [String: [Check]] = [:]
        for report in reports where report.status != .error {
            katas[report.kata.id] = report.checks.map { Check(name: $0.name, kind: $0.kind.rawValue, passes: $0.isPassing) }
        }
        return katas
    }

    /// A fingerprint of what decides the baseline: the pristine starters, the checks of both
    /// acts and KataKit.
    static func key(root: URL) -> String {
        var hash = FNV1a()
        for folder in ["Starters", "Sources/Checks", "Sources/ChangeChecks", "Sources/KataKit"] {
            let url = root.appendingPathComponent(folder)
            for path in (try? SwiftFiles.list(in: url)) ?? [] {
                hash.add(folder + "/" + path)
                hash.add(FileManager.default.contents(atPath: url.appendingPathComponent(path).path) ?? Data())
            }
        }
        hash.add(FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path) ?? Data())
        return String(hash.value, radix: 16)
    }

    /// The stored baseline when it matches `key`.
    static func load(root: URL, key: String) -> GradeBaseline? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path),
              let baseline = try? JSONDecoder().decode(GradeBaseline.self, from: data), baseline.key == key else { return nil }
        return baseline
    }

    func store(root: URL) throws {
        let url = root.appendingPathComponent(Self.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
