import XCTest
@testable import Workbook

/// `kata dev new <id>` and `kata dev check [<id>]`, as the command line reads them, and which
/// argument names the kata a pack may hold.
final class DevCommandTests: XCTestCase {
    private func parse(_ words: String...) throws -> DevCommand {
        let invocation = try ArgumentParser.parse(words)
        return try DevCommand(invocation.arguments)
    }

    func testNewAndCheckAreRead() throws {
        XCTAssertEqual(try parse("dev", "new", "caching-repository", "--title", "A cache").action, .new(id: "caching-repository", title: "A cache"))
        XCTAssertEqual(try parse("dev", "check", "trip-validation").action, .check("trip-validation"))
        XCTAssertEqual(try parse("dev", "check").action, .check(nil))
    }

    func testAnythingElseIsAUsageError() {
        XCTAssertThrowsError(try parse("dev", "frob")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "dev does 'new' or 'check', not 'frob'")
        }
        XCTAssertThrowsError(try parse("dev", "new"))
        XCTAssertThrowsError(try parse("dev", "check", "a", "b"))
        XCTAssertThrowsError(try parse("dev"))
    }

    func testTheKataArgumentOfEachCommandThatTakesOne() {
        XCTAssertEqual(Workbook.kataArgumentIndex(of: "dev"), 1)
        XCTAssertEqual(Workbook.kataArgumentIndex(of: "run"), 0)
        XCTAssertNil(Workbook.kataArgumentIndex(of: "check"))
        XCTAssertNil(Workbook.kataArgumentIndex(of: "list"))
    }
}
