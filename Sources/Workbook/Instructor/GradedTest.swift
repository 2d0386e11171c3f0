import Foundation
import KataKit

/// One test as graders show it: a check or an architecture rule of one kata ("trip-validation ·
/// rejects an empty name"), or "<kata> · compiles" for a kata that does not compile, with its
/// points and what the learner needs to read.
struct GradedTest: Equatable, Sendable {
    var kata: String
    /// "kata · check".
    var name: String
    /// `behaviour`, `architecture` or `compiles`.
    var kind: String
    /// `pass`, `fail`, `crash`, `timeout`, or `error` (does not compile).
    var status: String
    var score: Double
    var maxScore: Double
    /// The learner-facing failure message (for a rule, it says why the article cares); the
    /// compiler's errors for a kata that does not compile; empty when passing.
    var message: String
    /// The learner's line the failure points at: `Katas/TripValidation/Trip.swift:12`.
    var location: String?
    /// What the learner's code printed.
    var printed: String
    /// What stopped a check that crashed, in words ("a `fatalError`"); nil otherwise (see ``BlockedChecks``).
    var trap: String?

    /// The check's own name, without the kata's.
    var checkName: String
    var act: KataInfo.Act = .one
    /// A check the pristine starter already passes: it earns nothing (see ``GradeScoring``).
    var isKept = false
    /// A rule of the lesson's central claim (`points.json`'s `centralRules`).
    var isCentral = false
    /// Gradescope's visibility (`points.json`'s `visibility`).
    var visibility = "visible"

    var isPassing: Bool { status == "pass" }

    /// The tests of one kata, without points: "<kata> · compiles", then one per check. For a
    /// kata that does not compile, every check of `listing` (the starter's) counts as failed.
    static func tests(of report: KataReport, listing: [GradeBaseline.Check]?) -> [GradedTest] {
        let id = report.kata.id
        let errors = Diagnostic.text(report.diagnostics)
        let compiles = GradedTest(kata: id, name: "\(id) · compiles", kind: "compiles",
                                  status: report.status == .error ? "error" : report.checks.isEmpty ? "fail" : "pass", score: 0, maxScore: 0,
                                  message: report.status == .error ? errors : report.checks.isEmpty ? "no check ran" : "",
                                  location: nil, printed: "", checkName: "compiles")
        guard report.status != .error, !report.checks.isEmpty else {
            let message = report.status == .error ? "not run: the kata does not compile (see “\(id) · compiles”)" : "not run: no check ran"
            return [compiles] + (listing ?? []).map { check in
                GradedTest(kata: id, name: "\(id) · \(check.name)", kind: check.kind, status: report.status == .error ? "error" : "fail",
                           score: 0, maxScore: 0, message: message, location: nil, printed: "", checkName: check.name)
            }
        }
        return [compiles] + report.checks.map { check in
            let code = report.codeLocations[check.name]
            let failure = check.failures.first
            let location = code.map { "\($0.file):\($0.line)" }
                ?? failure.flatMap { failure in failure.file.map { "\($0)\(failure.line.map { ":\($0)" } ?? "")" } }
            let trap = check.status == .crash ? failure.map { BlockedChecks.trap($0, sources: report.kata.sourcesPath(solution: report.isSolution)) } : nil
            return GradedTest(kata: id, name: "\(id) · \(check.name)", kind: check.kind.rawValue, status: check.status.rawValue,
                              score: 0, maxScore: 0, message: check.failures.map(\.message).joined(separator: "\n"),
                              location: check.isPassing ? nil : location, printed: check.output, trap: trap, checkName: check.name)
        }
    }

    /// What the test says, as plain text or Markdown, each part cut to `limit` characters.
    func output(markdown: Bool, limit: Int) -> String {
        var parts: [String] = []
        let verdict = switch status {
        case "pass": "Passed."
        case "timeout": "Failed: it did not finish in time (an endless loop, or a wait that never ends)."
        case "crash": "Failed: the code crashed."
        case "error": "Does not compile."
        case "pending": "Not judged yet: it waits for the other checks."
        default: "Failed."
        }
        parts.append(markdown ? "**\(verdict)**" : verdict)
        if isKept {
            parts.append("The starter already passed this check: it earns nothing" + (isPassing ? "."
                : ", and breaking it costs what a check earns (\(GradeResults.shown(GradeResults.rounded(-score))) points off the kata)."))
        }
        if isCentral, !isPassing {
            parts.append("This rule carries the lesson's central claim: failing it costs the kata's points.")
        }
        if !message.isEmpty {
            parts.append(markdown ? Self.fenced(Self.cut(message, limit)) : Self.cut(message, limit))
        }
        if let location {
            parts.append(markdown ? "At \(MarkdownText.code(location))" : "At \(location)")
        }
        if !printed.isEmpty {
            let text = Self.cut(printed, limit)
            parts.append(markdown ? "Your code printed:\n\n" + Self.fenced(text) : "Your code printed:\n" + text)
        }
        return parts.joined(separator: markdown ? "\n\n" : "\n")
    }

    /// `text` cut to `limit` characters, saying so.
    static func cut(_ text: String, _ limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "\n… (\(text.count - limit) more characters cut)"
    }

    /// A Markdown code block that `text` cannot close.
    static func fenced(_ text: String) -> String {
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        return "\(fence)\n\(text)\n\(fence)"
    }
}
