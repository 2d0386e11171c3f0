import Foundation

/// Classroom 50's `result.json` (`schema: "classroom50/result/v1"`), with the test's status,
/// message and output as extra fields, which Classroom 50 keeps verbatim.
struct Classroom50Result: Codable, Equatable, Sendable {
    struct Test: Codable, Equatable, Sendable {
        var testName: String
        var passed: Bool
        var score: Double
        var maxScore: Double
        var kata: String
        var kind: String
        var status: String
        var output: String

        enum CodingKeys: String, CodingKey {
            case testName = "test-name", passed, score, maxScore = "max-score", kata, kind, status, output
        }
    }

    var schema = "classroom50/result/v1"
    var score: Double
    var maxScore: Double
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case schema, score, maxScore = "max-score", tests
    }

    init(_ results: GradeResults, limit: Int) {
        score = GradeResults.rounded(results.tests.reduce(0) { $0 + $1.score })
        maxScore = GradeResults.rounded(results.tests.reduce(0) { $0 + $1.maxScore })
        tests = results.tests.map { test in
            Test(testName: test.name, passed: test.isPassing, score: GradeResults.rounded(test.score),
                 maxScore: GradeResults.rounded(test.maxScore), kata: test.kata, kind: test.kind, status: test.status,
                 output: test.output(markdown: false, limit: limit))
        }
    }
}
