@testable import KataKit
import XCTest

/// The code a rule reads around a place the index gives: comments and strings blanked, lines
/// and UTF-8 columns kept, interpolations kept as code.
final class CodeTextTests: XCTestCase {
    func testCommentsAreBlankedAndColumnsKept() {
        let text = "    /* no Observation there yet */ #if os(Windows)\nlet a = 1 // type(of: a)\n"
        let code = CodeText.blanking(text)
        XCTAssertEqual(code.utf8.count, text.utf8.count)
        XCTAssertEqual(code, String(repeating: " ", count: 35) + "#if os(Windows)\nlet a = 1" + String(repeating: " ", count: 15) + "\n")
    }

    func testNestedBlockCommentsEndAtTheirOwnClose() {
        XCTAssertEqual(CodeText.blanking("/* a /* b */ c */let x"), "                 let x")
    }

    func testStringsKeepTheirQuotesAndLoseTheirText() {
        XCTAssertEqual(CodeText.blanking(#"let note = "} loaded""#), #"let note = "        ""#)
        XCTAssertEqual(CodeText.blanking(#"let s = "a \"}\" b""#), #"let s = "         ""#)
        XCTAssertEqual(CodeText.blanking("let s = #\"a \"}\" b\"#"), "let s = #\"       \"#")
    }

    func testInterpolationsStayCode() {
        XCTAssertEqual(CodeText.blanking(#"print("size \(type(of: egg)) {")"#), #"print("     \(type(of: egg))  ")"#)
        XCTAssertEqual(CodeText.blanking(##"print(#"a \#(f(x)) b"#)"##), ##"print(#"  \#(f(x))  "#)"##)
    }

    func testMultilineStringsKeepTheirLineBreaks() {
        let text = "let s = \"\"\"\n    #if DEBUG\n    \"\"\"\nlet t = 1"
        XCTAssertEqual(CodeText.blanking(text), "let s = \"\"\"\n" + String(repeating: " ", count: 13) + "\n    \"\"\"\nlet t = 1")
    }

    func testRegularExpressionLiteralsAreBlanked() {
        XCTAssertEqual(CodeText.blanking("let r = #/ab{2}/#"), "let r =          ")
    }

    func testNonASCIITextKeepsItsUTF8Width() {
        let text = "// größe\nvar size"
        XCTAssertEqual(CodeText.blanking(text).utf8.count, text.utf8.count)
        XCTAssertTrue(CodeText.blanking(text).hasSuffix("\nvar size"))
    }
}
