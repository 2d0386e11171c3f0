import XCTest
@testable import KataKit

final class ExpectationsTests: XCTestCase {
    override func setUp() {
        _ = FailureRecorder.shared.take()
    }

    private func messages() -> [String] {
        FailureRecorder.shared.take().map(\.message)
    }

    func testPassingAssertionsRecordNothing() throws {
        expectEqual(1, 1)
        expectNotEqual(1, 2)
        expectTrue(true)
        expectFalse(false)
        expectNil(Int?.none)
        expectNotNil(Int?.some(1))
        expectThrows(try throwing())
        expectNoThrow(try returning(3))
        XCTAssertEqual(try unwrap(Int?.some(4)), 4)
        XCTAssertEqual(messages(), [])
    }

    func testEqualityMessageSaysExpectedButGot() {
        expectEqual(0, 1, "a one-day trip lasts 1 day")
        expectEqual("a", "b")
        expectEqual(Int?.some(2), nil)
        XCTAssertEqual(messages(), [
            "a one-day trip lasts 1 day: expected 1 but got 0",
            "expected \"b\" but got \"a\"",
            "expected nil but got 2",
        ])
    }

    func testBooleanAndNilMessages() {
        expectTrue(false, "isSaved")
        expectFalse(true)
        expectNil(Optional("x"), "error message")
        expectNotNil(Int?.none, "token")
        expectNotEqual(3, 3)
        XCTAssertEqual(messages(), [
            "isSaved: expected true but got false",
            "expected false but got true",
            "error message: expected nil but got \"x\"",
            "token: expected a value but got nil",
            "expected anything but 3",
        ])
    }

    func testThrowMessages() {
        expectThrows(try returning(5), "saving an empty name")
        expectThrows(try returnNothing())
        expectThrows(try throwing(), equalTo: Sample.other)
        expectThrows(try returnNothing(), equalTo: Sample.broken)
        expectNoThrow(try throwing(), "a valid trip")
        XCTAssertEqual(messages(), [
            "saving an empty name: expected an error but got 5 and nothing was thrown",
            "expected an error but nothing was thrown",
            "expected error Sample.other but got Sample.broken",
            "expected error Sample.broken but nothing was thrown",
            "a valid trip: expected no error but got Sample.broken",
        ])
    }

    func testAsyncThrowMessages() async {
        await expectThrows(try await asyncReturning(1), equalTo: Sample.broken)
        let error = await expectThrows(try await asyncThrowing())
        XCTAssertEqual(error as? Sample, .broken)
        await expectNoThrow(try await asyncThrowing())
        XCTAssertEqual(messages(), [
            "expected error Sample.broken but got 1 and nothing was thrown",
            "expected no error but got Sample.broken",
        ])
    }

    func testUnwrapStopsTheCheck() {
        XCTAssertThrowsError(try unwrap(Int?.none, "the saved trip")) { error in
            XCTAssertTrue(error is CheckStopped)
        }
        XCTAssertEqual(messages(), ["the saved trip: expected a value but got nil"])
    }

    func testFailureRecordsFileAndLine() {
        fail("stop"); let line = #line
        let failure = FailureRecorder.shared.take().first
        XCTAssertEqual(failure?.file, #filePath)
        XCTAssertEqual(failure?.line, line)
    }

    private enum Sample: Error, Equatable { case broken, other }
    private func throwing() throws -> Int { throw Sample.broken }
    private func returning(_ value: Int) throws -> Int { value }
    private func returnNothing() throws {}
    private func asyncThrowing() async throws -> Int { throw Sample.broken }
    private func asyncReturning(_ value: Int) async throws -> Int { value }
}
