import XCTest
@testable import KataKit

final class SwiftCodeTests: XCTestCase {
    func testCodeWithoutCommentsAndStrings() {
        XCTAssertEqual(SwiftCode.strippingComments("""
            var a = 1 // private
            /* outer /* nested */ still */ let b = "private \\" x"
            """), "var a = 1 \n let b = \"\"")
    }

    func testRawAndMultilineStringsAreEmptiedWithTheirInterpolationsAndKeepTheirLineBreaks() {
        XCTAssertEqual(SwiftCode.strippingComments(##"let a = #"{ "b" }"# + "\(f("}"))" // c"##), #"let a = "" + "" "#)
        XCTAssertEqual(SwiftCode.strippingComments("let j = #\"\"\"\n  { \"k\": 1 }\n  \"\"\"#\nlet m = 1"), "let j = \"\"\n\n\nlet m = 1")
    }
}
