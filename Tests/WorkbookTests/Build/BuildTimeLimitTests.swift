import Foundation
import XCTest
@testable import Workbook

/// A build is bounded by its own limit and, in a grade, by what is left of the time budget.
final class BuildTimeLimitTests: XCTestCase {
    func testABuildNeverRunsPastTheGradesDeadline() {
        var builder = KataBuilder(root: URL(fileURLWithPath: "/nowhere"))
        XCTAssertEqual(builder.buildTimeLimit, KataBuilder.timeLimit, "no deadline: the build's own limit")
        builder.deadline = Date().addingTimeInterval(40)
        XCTAssertEqual(builder.buildTimeLimit, 40, accuracy: 1, "what is left of the budget")
        builder.deadline = Date().addingTimeInterval(10_000)
        XCTAssertEqual(builder.buildTimeLimit, KataBuilder.timeLimit, "a far deadline: the build's own limit")
        builder.deadline = Date().addingTimeInterval(-5)
        XCTAssertEqual(builder.buildTimeLimit, 1, "a budget spent: a second, which ends the build as timed out")
    }
}
