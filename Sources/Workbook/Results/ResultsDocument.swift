import Foundation
import KataKit

/// The `--json` document of `run` and `check`, modelled on exercism's results.json.
struct ResultsDocument: Codable, Equatable, Sendable {
    struct Kata: Codable, Equatable, Sendable {
        var id: String
        var status: String
        var message: String?
        var checks: [Check]
        /// Whether the learner had run this kata before (from their progress); absent when unknown.
        var started: Bool?
        /// The learner's graph of parts (`kata run`); absent when it was not read.
        var architecture: PartGraph?
        /// Whether `kata check` reused the results of an earlier run with the same code, checks,
        /// toolchain and time limit instead of running the checks; absent from `kata run`.
        var reused: Bool?
        /// 2 in a change request's act (the first act's checks and the change's); absent in act 1.
        var act: Int?
        /// When the change request's act passes: what it cost the learner's code, and the
        /// reference's own footprint beside it.
        var footprint: ChangeFootprint?
        var referenceFootprint: ChangeFootprint?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
            try container.encode(checks, forKey: .checks)
            try container.encodeIfPresent(started, forKey: .started)
            try container.encodeIfPresent(architecture, forKey: .architecture)
            try container.encodeIfPresent(reused, forKey: .reused)
            try container.encodeIfPresent(act, forKey: .act)
            try container.encodeIfPresent(footprint, forKey: .footprint)
            try container.encodeIfPresent(referenceFootprint, forKey: .referenceFootprint)
        }
    }

    struct Check: Codable, Equatable, Sendable {
        var name: String
        /// `behaviour` or `architecture`; absent in documents written before checks had kinds.
        var kind: String?
        var status: String
        var message: String?
        var file: String?
        var line: Int?
        /// The line of the code under test the failure points at (a trap, a throw, or what the
        /// failing assertion exercises); absent when unknown.
        var codeFile: String?
        var codeLine: Int?
        /// When the code line is a function's write of the property the failing assertion
        /// read: `load() writes todos`, and the property's declaration; absent otherwise.
        var codeWrites: String?
        /// When the code line is a declaration the failure names, not a write: the function at
        /// fault that a search found (`validated()`), or the declaration the failing assertion
        /// exercises; absent otherwise.
        var codeSymbol: String?
        var readFile: String?
        var readLine: Int?
        var duration: Double
        var output: String?

        // Every key is written, `null` when there is nothing to say, as DESIGN.md's shape has it.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(kind ?? CheckKind.behaviour.rawValue, forKey: .kind)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(codeFile, forKey: .codeFile)
            try container.encode(codeLine, forKey: .codeLine)
            try container.encodeIfPresent(codeWrites, forKey: .codeWrites)
            try container.encodeIfPresent(codeSymbol, forKey: .codeSymbol)
            try container.encodeIfPresent(readFile, forKey: .readFile)
            try container.encodeIfPresent(readLine, forKey: .readLine)
            try container.encode(duration, forKey: .duration)
            try container.encode(output, forKey: .output)
        }
    }

    var version = 1
    var status: String
    var katas: [Kata]

    init(reports: [KataReport], started: [String: Bool] = [:]) {
        katas = reports.map { report in
            Kata(
                id: report.kata.id,
                status: report.status.rawValue,
                message: report.status == .error ? Diagnostic.text(report.diagnostics) : nil,
                checks: report.checks.map { check in
                    let failure = check.failures.first
                    let code = report.codeLocations[check.name]
                    return Check(
                        name: check.name, kind: check.kind.rawValue, status: check.status.rawValue,
                        message: check.failures.isEmpty ? nil : check.failures.map(\.message).joined(separator: "\n"),
                        file: failure?.file, line: failure?.line, codeFile: code?.file, codeLine: code?.line,
                        codeWrites: code?.writeSummary, codeSymbol: code?.writer == nil ? code?.symbol : nil, readFile: code?.read?.file, readLine: code?.read?.line,
                        duration: (check.duration * 1000).rounded() / 1000,
                        output: check.output.isEmpty ? nil : check.output
                    )
                },
                started: started[report.kata.id],
                architecture: report.architecture.flatMap { if case .graph(let graph) = $0 { graph } else { nil } },
                reused: report.isReused,
                act: report.kata.act == .two ? 2 : nil,
                footprint: report.footprint,
                referenceFootprint: report.footprint == nil ? nil : report.kata.change?.reference
            )
        }
        if reports.contains(where: { $0.status == .error }) {
            status = "error"
        } else {
            status = reports.allSatisfy { $0.status == .pass } ? "pass" : "fail"
        }
    }

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
