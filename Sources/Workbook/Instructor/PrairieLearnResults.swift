import Foundation

/// PrairieLearn's external grader `results.json` (written to `/grade/results/results.json`):
/// a score from 0 to 1 and one test per check, in plain text.
struct PrairieLearnResults: Codable, Equatable, Sendable {
    struct Image: Codable, Equatable, Sendable {
        var label: String
        /// A data URL.
        var url: String
    }

    struct Test: Codable, Equatable, Sendable {
        var name: String
        var description: String
        var points: Double
        var maxPoints: Double
        var message: String
        var output: String

        enum CodingKeys: String, CodingKey {
            case name, description, points, maxPoints = "max_points", message, output
        }
    }

    enum CodingKeys: String, CodingKey {
        case gradable, formatErrors = "format_errors", score, message, output, images, tests
    }

    var gradable: Bool
    /// Why the submission is not gradable (PrairieLearn shows them instead of a score).
    var formatErrors: [String]?
    var score: Double
    var message: String
    var output: String
    var images: [Image]
    var tests: [Test]

    init(_ results: GradeResults, limit: Int) {
        let broken = results.reports.filter { $0.status == .error }
        gradable = broken.isEmpty || results.isGradableWhenNotCompiling
        if !gradable {
            formatErrors = broken.map { report in
                "\(report.kata.id) does not compile: " + GradedTest.cut(Diagnostic.text(report.diagnostics), limit)
            }
        }
        // The katas' whole points over their total, as every platform records them.
        score = results.maxScore > 0 ? min(1, max(0, Double(results.score) / Double(results.maxScore))) : 0
        message = results.headline
        // The learner's results first, then what was graded and ignored.
        output = GradedTest.cut((results.pointsLines + [results.summary]).filter { !$0.isEmpty }.joined(separator: "\n"), limit * 4)
        // Pictures go first when the file must shrink.
        images = limit >= 1_000 ? results.images : []
        tests = results.tests.map { test in
            Test(name: test.name, description: test.kind == "architecture" ? "architecture rule" : test.kind == "compiles" ? "the kata compiles" : "behaviour check",
                 points: GradeResults.rounded(max(0, test.score)), maxPoints: GradeResults.rounded(test.maxScore),
                 message: test.isPassing ? "passed" : GradedTest.cut(test.message.isEmpty ? test.status : test.message, limit),
                 output: test.output(markdown: false, limit: limit))
        }
    }
}
