import Foundation

/// Gradescope's `results.json` (written to `/autograder/results/results.json`): a score and one
/// test per check, their output in Markdown.
struct GradescopeResults: Codable, Equatable, Sendable {
    struct Test: Codable, Equatable, Sendable {
        var score: Double
        var maxScore: Double
        var status: String
        var name: String
        var number: String
        var output: String
        var tags: [String]
        var visibility: String

        enum CodingKeys: String, CodingKey {
            case score, maxScore = "max_score", status, name, number, output, tags, visibility
        }
    }

    var score: Double
    var executionTime: Int
    var output: String
    var outputFormat: String
    var testOutputFormat: String
    var visibility: String
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case score, executionTime = "execution_time", output, outputFormat = "output_format",
             testOutputFormat = "test_output_format", visibility, tests
    }

    init(_ results: GradeResults, limit: Int) {
        // The katas' whole points, as every platform records them (the tests show the exact shares).
        score = Double(results.score)
        executionTime = Int(results.executionTime.rounded(.up))
        // The learner's results first, then what was graded and ignored. The summary names the
        // submission's files: data, not Markdown.
        let points = results.pointsLines.map { "- " + MarkdownText.escaped($0) }.joined(separator: "\n")
        let summary = [MarkdownText.escaped(results.headline), points, MarkdownText.escaped(results.summary)].filter { !$0.isEmpty }
        output = GradedTest.cut(summary.joined(separator: "\n\n"), limit * 4)
        outputFormat = "md"
        testOutputFormat = "md"
        visibility = "visible"
        var numbers: [String: (kata: Int, check: Int)] = [:]
        var nextKata = 0
        tests = results.tests.map { test in
            var number = numbers[test.kata] ?? { nextKata += 1; return (nextKata, 0) }()
            number.check += 1
            numbers[test.kata] = number
            // A broken check the starter passed costs the kata's points, not the test's (never below 0).
            return Test(score: GradeResults.rounded(max(0, test.score)), maxScore: GradeResults.rounded(test.maxScore),
                        status: test.isPassing ? "passed" : "failed", name: test.name,
                        number: "\(number.kata).\(number.check)", output: test.output(markdown: true, limit: limit),
                        tags: [test.kata, test.kind], visibility: test.visibility)
        }
    }
}
