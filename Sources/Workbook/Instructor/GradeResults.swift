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

    init(reports: [KataReport], points: GradePoints, summary: String, executionTime: Double) {
        self.reports = reports
        tests = GradedTest.make(reports, points: points.perKata(reports.map(\.kata.id)))
        self.summary = summary
        self.executionTime = executionTime
        isGradableWhenNotCompiling = points.isGradableWhenNotCompiling
    }

    /// One line: "7 of 42 tests pass; 31.5 of 100 points; dont-compile: trip-validation".
    var headline: String {
        let earned = Self.rounded(tests.reduce(0) { $0 + $1.score })
        let total = Self.rounded(tests.reduce(0) { $0 + $1.maxScore })
        let broken = reports.filter { $0.status == .error }.map(\.kata.id)
        let points = "\(tests.filter(\.isPassing).count) of \(tests.count) tests pass; \(Self.shown(earned)) of \(Self.shown(total)) points"
        return broken.isEmpty ? points : points + "; does not compile: " + broken.joined(separator: ", ")
    }

    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }

    static func shown(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
