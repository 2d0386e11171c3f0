import XCTest
import KataKit
@testable import Workbook

/// Every file a grade writes holds the submission's control characters as escapes, as the
/// terminal shows them: a learner's folder name, file names and what their code printed, with an
/// escape sequence (C0), a C1 control, DEL and a bidirectional override, in the gradebook's CSV
/// and table, each platform's format, JUnit, the JSON document and the similarity report.
final class GradeControlCharactersTests: XCTestCase {
    /// A title escape (ESC … BEL), a C1 CSI recolouring, DEL and a right-to-left override.
    static let hostile = "ada\u{1B}]0;pwned\u{7}\u{9B}31m\u{7F}\u{202E}"
    static let shown = #"ada\u{1B}]0;pwned\u{7}\u{9B}31m\u{7F}\u{202E}"#

    /// Whether `text` holds no control character but line breaks and tabs.
    func assertClean(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = text.unicodeScalars.filter { $0 != "\r" && String($0).escapingControlCharacters(keepingLines: true) != String($0) }
        XCTAssertEqual(raw.map { String($0.value, radix: 16) }, [], "\(what) holds raw control characters", file: file, line: line)
    }

    /// Every string a JSON document holds, decoded.
    func strings(_ value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings)
        default: []
        }
    }

    func testAFolderNameWithAnEscapeSequenceIsEscapedInTheGradebook() {
        var book = Gradebook(katas: [GradeScoringTests.kata("todos", "Todos"), GradeScoringTests.kata("trips", "Trips")], act: .one)
        book.add(Self.hostile, results: GradeResults(reports: GradeScoringTests.finished, points: GradePoints(), baseline: GradeScoringTests.baseline,
                                                     summary: "", executionTime: 0), note: "edited Package\u{1B}[2J.swift")
        book.addUngraded("bo\u{1B}[31m", because: "cannot read \u{9B}2J")
        let csv = book.csv
        assertClean(csv, "grades.csv")
        XCTAssertTrue(csv.contains("\r\n" + Self.shown + ",50.00,50.00,100.00\r\n"), csv)
        XCTAssertTrue(csv.contains(#"bo\u{1B}[31m,"#), csv)
        let table = book.table
        assertClean(table, "the gradebook's table")
        XCTAssertTrue(table.contains(#"edited Package\u{1B}[2J.swift"#), table)
        XCTAssertTrue(table.contains(#"cannot read \u{9B}2J"#), table)
    }

    func testEveryPlatformsFileHoldsTheSubmissionsTextEscaped() throws {
        var report = GradeScoringTests.report("trips", [("rejects an empty name", .behaviour, false), ("counts days", .behaviour, true),
                                                        ("only Trip decides", .architecture, false)])
        report.checks[0].output = "printed " + Self.hostile
        report.checks[0].failures = [Failure(message: "expected a name, got " + Self.hostile, file: "Katas/Trips/\(Self.hostile).swift", line: 3)]
        let broken = KataReport(kata: GradeScoringTests.kata("todos", "Todos"), isSolution: false, diagnostics: [
            Diagnostic(file: "Katas/Todos/\(Self.hostile).swift", line: 1, column: 1, severity: .error, message: "cannot find '\(Self.hostile)'"),
        ])
        let results = GradeResults(reports: [broken, report], points: GradePoints(), baseline: GradeScoringTests.baseline,
                                   summary: "Graded: trips (\(Self.hostile)/Katas/Trips, 1 Swift file).", executionTime: 1)
        for format in GradeFormat.allCases {
            let text = format.render(results)
            assertClean(text, format.rawValue)
            XCTAssertTrue(text.contains("ada") && !text.contains("]0;pwned\u{7}"), "\(format.rawValue): \(text)")
            if format != .codegrade && format != .junit {
                let document = try JSONSerialization.jsonObject(with: Data(text.utf8))
                for string in strings(document) { assertClean(string, "a string of \(format.rawValue)'s file, decoded") }
            }
        }
        let gradescope = GradeFormat.gradescope.render(results)
        XCTAssertTrue(gradescope.contains(#"printed ada\\u{1B}]0;pwned\\u{7}\\u{9B}31m\\u{7F}\\u{202E}"#), gradescope)
        XCTAssertTrue(GradeFormat.junit.render(results).contains("printed " + Self.shown))
        XCTAssertTrue(GradeFormat.codegrade.render(results).contains("expected a name, got " + Self.shown))
        XCTAssertTrue(JUnitReport.xml([report]).contains("printed " + Self.shown), "kata check's JUnit too")
    }

    func testTheSimilarityReportNamesLearnersEscaped() throws {
        let span = MatchedRegion.Span(file: "Katas/Trips/\(Self.hostile).swift", from: 1, to: 2)
        var report = SimilarityReport(threshold: 80, copyThreshold: 80, submissions: [Self.hostile, "bo"],
                                      pairs: [.init(kata: "trips", submissions: [Self.hostile, "bo"], similarity: 100, shared: 5, fingerprints: [5, 5],
                                                    reference: false, copy: true, regions: [MatchedRegion(spans: [span, span])])])
        report.code = ["trips\u{0}" + Self.hostile: [SourceFile(path: span.file, text: "let \u{1B}[31m = 1\nlet b = 2\n")]]
        report = report.escapingControlCharacters()
        assertClean(report.text, "the similarity report")
        XCTAssertTrue(report.text.contains(Self.shown + " and bo"), report.text)
        assertClean(SimilarityPage.html(report), "the similarity page")
        let json = GradeFormat.encoded(report)
        assertClean(json, "the similarity report's JSON")
        for string in strings(try JSONSerialization.jsonObject(with: Data(json.utf8))) { assertClean(string, "a string of the similarity JSON") }
    }
}
