import XCTest
@testable import Workbook

/// `Interruption.run`'s clean-up runs exactly once, whether the work returns or throws (the
/// Ctrl-C path is tested end to end: EndToEndGradeTests).
final class InterruptionTests: XCTestCase {
    struct Failure: Error {}

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    func testCleanUpRunsOnceAfterTheWorkReturnsOrThrows() {
        let counter = Counter()
        let answer = Interruption.run(cleanup: { counter.add() }) { () -> Int in
            XCTAssertEqual(counter.count, 0, "not before the work is done")
            return 42
        }
        XCTAssertEqual(answer, 42)
        XCTAssertEqual(counter.count, 1)
        XCTAssertThrowsError(try Interruption.run(cleanup: { counter.add() }) { throw Failure() })
        XCTAssertEqual(counter.count, 2)
    }
}
