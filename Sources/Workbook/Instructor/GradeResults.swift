import Foundation

/// Everything a grader's file says about one graded submission (or one `kata check`): the
/// reports, their tests with points, and a summary of what was graded and ignored.
struct GradeResults: Sendable {
    var reports: [KataReport]
    var tests: [GradedTest]
    /// What was graded and ignored, as Markdown lines.
    var summary: String
    /// Seconds from start to finish.
    var executionTime: Double
    var isGradableWhenNotCompiling: Bool
    /// Pictures of the learner's parts, as data URLs (PrairieLearn shows them).
    var images: [PrairieLearnResults.Image] = []

    /// Each kata's whole points (see ``GradeScoring``).
    var scores: [KataScore]
    var points: GradePoints
    /// Why the grade stopped before the end (its time budget), when it did.
    var cut: String?

    /// The tests' text and the summary keep the submission's control characters as escapes (see
    /// ``GradedTest/escapingControlCharacters()``), for every platform's file.
    init(reports: [KataReport], points: GradePoints, baseline: GradeBaseline? = nil, summary: String, executionTime: Double) {
        self.reports = reports
        let (tests, scores) = GradeScoring.score(reports, points: points, baseline: baseline)
        self.tests = tests.map { $0.escapingControlCharacters() }
        self.scores = scores
        self.points = points
        self.summary = summary.escapingControlCharacters(keepingLines: true)
        self.executionTime = executionTime
        isGradableWhenNotCompiling = points.isGradableWhenNotCompiling
    }

    /// The whole points earned: the sum of the katas' (the score every platform records).
    var score: Int { scores.reduce(0) { $0 + $1.earned } }
    var maxScore: Int { scores.reduce(0) { $0 + $1.max } }

    /// One line per kata: how its points were given.
    var pointsLines: [String] { scores.map(\.explanation) }

    /// One line: "7 of 42 tests pass; 31 of 100 points; does not compile: trip-validation".
    var headline: String {
        let checks = tests.filter { $0.kind != "compiles" }
        let broken = reports.filter { $0.status == .error }.map(\.kata.id)
        let points = "\(checks.filter(\.isPassing).count) of \(checks.count) checks pass; \(score) of \(maxScore) points"
        let line = broken.isEmpty ? points : points + "; does not compile: " + broken.joined(separator: ", ")
        return cut.map { line + "; " + $0 } ?? line
    }

    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }

    static func shown(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
