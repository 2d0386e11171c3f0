import XCTest
import KataKit
@testable import Workbook

/// `String.escapingControlCharacters`, and the renderers that pass learners' text through it.
final class ControlCharactersTests: XCTestCase {
    func testControlCharactersBecomeSwiftEscapes() {
        XCTAssertEqual("plain text, tabs\tand ünïcödé ✓".escapingControlCharacters(keepingLines: true),
                       "plain text, tabs\tand ünïcödé ✓")
        XCTAssertEqual("\u{1B}]0;title\u{7}\u{1B}[2J\u{1B}[H\r\u{0}\u{7F}\u{9B}31m".escapingControlCharacters(),
                       #"\u{1B}]0;title\u{7}\u{1B}[2J\u{1B}[H\r\u{0}\u{7F}\u{9B}31m"#)
        XCTAssertEqual("a\nb\tc\r\n".escapingControlCharacters(), #"a\nb\tc\r\n"#, "one line: newlines and tabs too")
        XCTAssertEqual("a\nb\tc\r\n".escapingControlCharacters(keepingLines: true), "a\nb\tc\\r\n")
        XCTAssertEqual("abc\u{202E}fed\u{2066}x\u{2069}".escapingControlCharacters(), #"abc\u{202E}fed\u{2066}x\u{2069}"#,
                       "bidirectional overrides cannot reorder a line")
    }

    func testACheckResultKeepsItsOwnColoursOnly() {
        let result = CheckResult(
            name: "wipes\u{1B}[2J", status: .fail,
            failures: [Failure(message: "expected 1\u{1B}[8m\nbut got 0", file: "Katas/X/\u{1B}[1mA.swift", line: 3)],
            duration: 0, output: "\u{1B}]0;pwned\u{7}\n")
        XCTAssertEqual(Renderer.check(result, style: Style(isEnabled: true)), """
            \u{1B}[31m✗\u{1B}[0m wipes\\u{1B}[2J
                expected 1\\u{1B}[8m
                but got 0
            \u{1B}[2m      your code at Katas/X/\\u{1B}[1mA.swift:3\u{1B}[0m
            \u{1B}[2m    output:\u{1B}[0m
            \u{1B}[2m    │ \u{1B}[0m\\u{1B}]0;pwned\\u{7}
            """)
    }

    func testDiagnosticsQuoteTheLearnersSourceEscaped() {
        let diagnostic = Diagnostic(file: "Katas/X/\u{7}A.swift", line: 2, column: 5, severity: .error, message: "bad \u{1B}[2J",
                                    excerpt: ["2 | let s = \"\u{1B}[2J\"", "  | `- error"])
        XCTAssertEqual(Renderer.diagnosticsText([diagnostic], style: .plain), #"""
            Katas/X/\u{7}A.swift:2:5: error: bad \u{1B}[2J
            2 | let s = "\u{1B}[2J"
              | `- error
            """#)
    }

    func testComparisonNamesAreEscapedAndStayAligned() {
        let size = CodeSize(files: 1, lines: 2, types: 3, protocols: 0, messageCases: 0)
        let comparison = Comparison(rows: [Comparison.Row(name: "k/\u{1B}[2J", path: "Katas/K/\u{1B}[2J", size: size)],
                                    measuresSolutions: false)
        XCTAssertEqual(Renderer.comparison(comparison, style: .plain).split(separator: "\n").dropFirst(1).prefix(2), [
            "your code         files     lines     types protocols  messages",
            #"k/\u{1B}[2J           1         2         3         0         0"#,
        ])
        XCTAssertEqual(comparison.markdown.split(separator: "\n").last, #"| `Katas/K/\u{1B}[2J` | 1 | 2 | 3 | 0 | 0 |"#)
    }
}
