import XCTest
@testable import Workbook

/// A submission's text in Markdown is data: no link, image, HTML, emphasis or escape sequence.
final class MarkdownTextTests: XCTestCase {
    func testMarkdownsOwnCharactersAreEscapedAndPlainTextIsKept() {
        XCTAssertEqual(MarkdownText.escaped("Ignored (2): Package.swift, trip-validation."), "Ignored (2): Package.swift, trip-validation.")
        XCTAssertEqual(MarkdownText.escaped("<img src=x onerror=alert(1)>"), #"\<img src=x onerror=alert(1)\>"#)
        XCTAssertEqual(MarkdownText.escaped("[a](javascript:x) ![i](y) *b* _c_ `d` a|b ~~e~~ &amp;"),
                       #"\[a\](javascript:x) \!\[i\](y) \*b\* \_c\_ \`d\` a\|b \~\~e\~\~ \&amp;"#)
        XCTAssertEqual(MarkdownText.escaped("# title\n- item\n  + item\n1. first\n10) tenth\n== rule"),
                       "\\# title\n\\- item\n  \\+ item\n1\\. first\n10\\) tenth\n\\== rule")
        XCTAssertEqual(MarkdownText.escaped("\u{1B}[31mred\u{7}"), #"\\u{1B}\[31mred\\u{7}"#)
    }

    func testACodeSpanCannotBeClosedByItsText() {
        XCTAssertEqual(MarkdownText.code("Katas/Trip/Trip.swift:12"), "`Katas/Trip/Trip.swift:12`")
        XCTAssertEqual(MarkdownText.code("a`b"), "``a`b``")
        XCTAssertEqual(MarkdownText.code("`x``"), "``` `x`` ```")
        XCTAssertEqual(MarkdownText.code("a\nb"), #"`a\nb`"#)
    }
}
