import XCTest
@testable import KataKit

final class SwiftCodeTests: XCTestCase {
    func testCodeWithoutCommentsAndStrings() {
        XCTAssertEqual(SwiftCode.strippingComments("""
            var a = 1 // private
            /* outer /* nested */ still */ let b = "private \\" x"
            """), "var a = 1 \n let b = \"\"")
    }
}
