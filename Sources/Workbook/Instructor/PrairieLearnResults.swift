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

    var gradable: Bool
    var score: Double
    var message: String
    var output: String
    var images: [Image]
    var tests: [Test]

    init(_ results: GradeResults, limit: Int) {
        let total = results.tests.reduce(0) { $0 + $1.maxScore }
        let earned = results.tests.reduce(0) { $0 + $1.score }
        let broken = results.tests.contains { $0.kind == "compiles" && $0.status == "error" }
        gradable = !broken || results.isGradableWhenNotCompiling
        score = total > 0 ? min(1, max(0, (earned / total * 10_000).rounded() / 10_000)) : 0
        message = results.headline
        output = GradedTest.cut(results.summary, limit * 4)
        // Pictures go first when the file must shrink.
        images = limit >= 1_000 ? results.images : []
        tests = results.tests.map { test in
            Test(name: test.name, description: test.kind == "architecture" ? "architecture rule" : test.kind == "compiles" ? "the kata compiles" : "behaviour check",
                 points: GradeResults.rounded(test.score), maxPoints: GradeResults.rounded(test.maxScore),
                 message: test.isPassing ? "passed" : GradedTest.cut(test.message.isEmpty ? test.status : test.message, limit),
                 output: test.output(markdown: false, limit: limit))
        }
    }
}
