import Foundation

/// What `kata report` shows: the room's results, from the learners' `kata check --json` files.
struct RoomReport: Equatable, Sendable, Encodable {
    struct KataRow: Equatable, Sendable, Encodable {
        var id: String
        var passing: [String] = []
        var failing: [String] = []
        var notCompiling: [String] = []
        var notStarted: [String] = []
    }

    struct FailingCheck: Equatable, Sendable, Encodable {
        var kata: String
        var name: String
        /// `architecture` for a rule; `behaviour` otherwise.
        var kind: String = "behaviour"
        var learners: Int
        /// The most common message, as a learner saw it.
        var message: String
    }

    var learners: [String]
    var katas: [KataRow]
    var failingChecks: [FailingCheck]
    /// One line per file that could not be read, naming it.
    var warnings: [String]

    /// `--json` holds the room, not the warnings, which go to standard error.
    private enum CodingKeys: String, CodingKey {
        case learners, katas, failingChecks
    }

    /// Reads the files; a file that is not a results document is skipped with a warning.
    static func make(files: [String]) -> RoomReport {
        var warnings: [String] = []
        var documents: [(learner: String, document: ResultsDocument)] = []
        for file in files {
            let learner = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let data = FileManager.default.contents(atPath: file) else {
                warnings.append("\(file): cannot be read; skipped")
                continue
            }
            guard let document = try? JSONDecoder().decode(ResultsDocument.self, from: data) else {
                warnings.append("\(file): not a `kata check --json` document (not JSON, or truncated); skipped")
                continue
            }
            guard document.version == 1 else {
                warnings.append("\(file): results version \(document.version), this kata reads version 1; skipped")
                continue
            }
            documents.append((learner, document))
        }
        var rows: [String: KataRow] = [:]
        var order: [String] = []
        var failures: [String: (kata: String, name: String, kind: String, learners: Set<String>, messages: [String: Int])] = [:]
        for (learner, document) in documents {
            for kata in document.katas {
                if rows[kata.id] == nil { order.append(kata.id); rows[kata.id] = KataRow(id: kata.id) }
                if kata.started == false {
                    rows[kata.id]?.notStarted.append(learner)
                    continue
                }
                switch kata.status {
                case "pass": rows[kata.id]?.passing.append(learner)
                case "error": rows[kata.id]?.notCompiling.append(learner)
                default: rows[kata.id]?.failing.append(learner)
                }
                for check in kata.checks where check.status != "pass" {
                    let key = "\(kata.id)\u{0}\(check.name)"
                    var entry = failures[key] ?? (kata.id, check.name, check.kind ?? "behaviour", [], [:])
                    entry.learners.insert(learner)
                    entry.messages[check.message ?? check.status, default: 0] += 1
                    failures[key] = entry
                }
            }
        }
        let failingChecks = failures.values.map { entry in
            FailingCheck(kata: entry.kata, name: entry.name, kind: entry.kind, learners: entry.learners.count,
                         message: entry.messages.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "")
        }.sorted { ($0.learners, $1.kata, $1.name) > ($1.learners, $0.kata, $0.name) }
        return RoomReport(learners: documents.map(\.learner).sorted(), katas: order.compactMap { rows[$0] },
                          failingChecks: failingChecks, warnings: warnings)
    }
}
