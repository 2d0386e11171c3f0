import XCTest
@testable import KataKit
@testable import Workbook

/// The one reader of Swift source text (``SwiftCode/tokens(of:)``), and its three users agreeing
/// on what is code: the rules' ``CodeText``, the source gate's ``SwiftSourceScanner`` and the
/// similarity check's ``NormalisedTokens``.
final class SwiftCodeTokensTests: XCTestCase {
    /// Each token as `kind text`, whitespace left out.
    private func read(_ text: String) -> [String] {
        SwiftCode.tokens(of: text).map { "\($0.kind) \($0.text)" }
    }

    func testNestedBlockCommentsAndDocCommentsAreOneCommentEach() {
        XCTAssertEqual(read("/* a /* b */ c */ x /// doc\n/** d */"),
                       ["comment /* a /* b */ c */", "identifier x", "comment /// doc", "comment /** d */"])
    }

    func testRawStringsCloseOnlyWithTheirHashesAndInterpolateOnlyWithThem() {
        XCTAssertEqual(read(###"#"a "b" \(no) \#(yes)"# + ##"x"# "##"###),
                       ["stringStart #\"", "stringText a \"b\" \\(no) ", "interpolationStart \\#(", "identifier yes",
                        "interpolationEnd )", "stringEnd \"#", "operator +",
                        "stringStart ##\"", "stringText x\"# ", "stringEnd \"##"])
        XCTAssertEqual(read(##"#"a\"#"##), ["stringStart #\"", "stringText a\\", "stringEnd \"#"], "a raw string's backslash escapes nothing")
    }

    func testMultilineStringsHoldQuotesAndEscapedDelimiters() {
        let text = "let s = \"\"\"\n  a \"quoted\" \\\"\"\" line\n  \\(x)\n  \"\"\"\nlet t = #\"\"\"\n  \"\"\"\n  \"\"\"#"
        XCTAssertEqual(read(text), [
            "identifier let", "identifier s", "operator =", "stringStart \"\"\"", "stringText \n  a \"quoted\" \\\"\"\" line\n  ",
            "interpolationStart \\(", "identifier x", "interpolationEnd )", "stringText \n  ", "stringEnd \"\"\"",
            "identifier let", "identifier t", "operator =", "stringStart #\"\"\"", "stringText \n  \"\"\"\n  ", "stringEnd \"\"\"#",
        ])
    }

    func testInterpolationsNestToAnyDepthWithStringsAndParenthesesInside() {
        XCTAssertEqual(read(#""a \(f("b \(g((1))) )")) c""#), [
            "stringStart \"", "stringText a ", "interpolationStart \\(", "identifier f", "punctuation (",
            "stringStart \"", "stringText b ", "interpolationStart \\(", "identifier g", "punctuation (", "punctuation (", "number 1",
            "punctuation )", "punctuation )", "interpolationEnd )", "stringText  )", "stringEnd \"", "punctuation )",
            "interpolationEnd )", "stringText  c", "stringEnd \"",
        ])
    }

    func testRegularExpressionsWhereAnExpressionStartsAndNotAfterAnOperand() {
        XCTAssertEqual(read(#"let r = /a\/"b/; let q = (a) / b / c"#), [
            "identifier let", "identifier r", "operator =", "regex /a\\/\"b/", "punctuation ;",
            "identifier let", "identifier q", "operator =", "punctuation (", "identifier a", "punctuation )",
            "operator /", "identifier b", "operator /", "identifier c",
        ])
        XCTAssertEqual(read("x.contains(/@_cdecl/) ? ##/a/#\"/## : #/\n  \"\"\"\n/#"), [
            "identifier x", "operator .", "identifier contains", "punctuation (", "regex /@_cdecl/", "punctuation )", "operator ?",
            "regex ##/a/#\"/##", "punctuation :", "regex #/\n  \"\"\"\n/#",
        ])
    }

    func testBackquotedNamesAndDirectives() {
        XCTAssertEqual(read("#if os(Linux)\nlet `class` = `a \"raw\" name`.$0\n#sourceLocation(file: \"f\", line: 1)\n#endif"), [
            "directive #if", "identifier os", "punctuation (", "identifier Linux", "punctuation )",
            "identifier let", "identifier `class`", "operator =", "identifier `a \"raw\" name`", "operator .", "identifier $0",
            "directive #sourceLocation", "punctuation (", "identifier file", "punctuation :", "stringStart \"", "stringText f", "stringEnd \"",
            "punctuation ,", "identifier line", "punctuation :", "number 1", "punctuation )", "directive #endif",
        ])
        XCTAssertEqual(SwiftCode.tokens(of: "`a b`").map(\.name), ["a b"])
    }

    /// Whatever is left open reads as literal text no further than the compiler would read it.
    func testUnterminatedFormsEndWhereTheCompilerEndsThem() {
        XCTAssertEqual(read("\"open\\\n@a `b\n#/c\n/* d"), [
            "stringStart \"", "stringText open\\", "punctuation @", "identifier a", "punctuation `", "identifier b",
            "regex #/c", "comment /* d",
        ])
        XCTAssertEqual(read("\"\"\"\n\\(x"), ["stringStart \"\"\"", "stringText \n", "interpolationStart \\(", "identifier x"])
    }

    func testPlacesAreLinesAndUTF8Columns() {
        let places = SwiftCode.tokens(of: "/* é */ a\n  \"\"\"\n  \"\"\" b").map { "\($0.text.prefix(3)) \($0.line):\($0.column)" }
        XCTAssertEqual(places, ["/*  1:1", "a 1:10", "\"\"\" 2:3", "\n   2:6", "\"\"\" 3:3", "b 3:7"])
    }

    // MARK: - The three users agree

    /// Source that each former reader misread in its own way: nested comments, raw strings,
    /// nested interpolations, multi-line strings and regular expressions holding quotes.
    private static let trickySource = ##"""
    /* outer /* @_cdecl("inner") */ still a comment */
    let raw = #"a "quote" \(notCode) \#(rawCode)"#
    let nested = "x \(outer("y \(inner(1)) z")) w"
    let multi = """
        text with "quotes" and \"""
        \(multiCode)
        """
    let pattern = /"ab+"/; let afterPattern = 1
    let extended = #/
      a"""b
    /#
    let ratio = total / count / 2
    let `class` = Trip.self
    @MainActor func run() {}
    """##

    func testTheRulesTheGateAndTheSimilarityCheckReadTheSameCode() {
        let text = Self.trickySource
        let blanked = CodeText.blanking(text).split(separator: "\n", omittingEmptySubsequences: false)
        let rules = blanked.enumerated().flatMap { index, line in
            line.split { !SwiftLexer.isNameByte($0.asciiValue ?? 0x80) }.filter { !$0.first!.isNumber }.map { "\(index + 1) \($0)" }
        }
        let scan = SwiftSourceScanner(text)
        // The gate reads an attribute's name apart from the other names.
        let gate = (scan.words + scan.attributes).sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { "\($0.line) \($0.name)" }
        XCTAssertEqual(rules, gate)
        XCTAssertEqual(gate, [
            "2 let", "2 raw", "2 rawCode", "3 let", "3 nested", "3 outer", "3 inner", "4 let", "4 multi", "6 multiCode",
            "8 let", "8 pattern", "8 let", "8 afterPattern", "9 let", "9 extended", "12 let", "12 ratio", "12 total", "12 count",
            "13 let", "13 class", "13 Trip", "13 self", "14 MainActor", "14 func", "14 run",
        ])
        // The similarity check reads each name as `x` or as its keyword: one token per name, on its line.
        let similarity = NormalisedTokens.withLines(text).filter { $0.token == "x" || NormalisedTokens.keywords.contains($0.token) }
        XCTAssertEqual(similarity.map { "\($0.line)" }, gate.map { String($0.prefix { $0 != " " }) })
    }

    func testAnAttributeAfterARawStringOrInAnInterpolationIsReadAndOneInACommentOrAStringIsNot() {
        let scan = SwiftSourceScanner(##"""
        let s = #"a\"# ; @_cdecl("f") func f() {}
        let t = "\({ @_silgen_name("g") func g() }())"
        // @_cdecl("h")
        let u = "@_cdecl(\"i\")" + #"@used"#
        """##)
        XCTAssertEqual(scan.attributes.map { "\($0.line):\($0.column) \($0.name)" }, ["1:18 _cdecl", "2:14 _silgen_name"])
    }

    /// A comment or a line break between `import` and its module hides neither from the gate.
    func testAnImportIsReadPastCommentsAndLineBreaks() {
        let scan = SwiftSourceScanner("import /* C */ Glibc\nimport\n  struct Darwin.FILE\nlet (KataKit, b) = (1, 2)")
        XCTAssertEqual(scan.imports.map { "\($0.line) \($0.name)" }, ["1 Glibc", "3 Darwin"])
        XCTAssertEqual(scan.declaredNames.map(\.name), ["KataKit"])
    }
}
