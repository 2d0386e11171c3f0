import Foundation

/// What a CodeGrade AutoTest v2 Custom Test block reads: a plain report for the learner, then
/// the points as CodeGrade's own line, `{"tag": "points", "points": "34/100"}`, so that CodeGrade
/// records the grade's whole points rather than a ratio of passing test cases.
enum CodeGradeOutput {
    static func text(_ results: GradeResults) -> String {
        // The learner's results first, then what was graded and ignored, then the points line.
        var lines = results.pointsLines
        lines.append("")
        for test in results.tests where !test.isPassing {
            lines.append("✗ " + test.name)
            lines.append(test.output(markdown: false, limit: 2_000).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n"))
        }
        lines.append(results.headline)
        if !results.summary.isEmpty { lines.append(results.summary) }
        lines.append(#"{"tag": "points", "points": "\#(results.score)/\#(results.maxScore)"}"#)
        return lines.joined(separator: "\n") + "\n"
    }
}
