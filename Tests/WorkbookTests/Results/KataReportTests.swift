import KataKit
import XCTest
@testable import Workbook

final class KataReportTests: XCTestCase {
    private let kata = KataInfo(id: "k", module: "K", title: "", open: "K.swift", hints: [])

    func testAKataOfWhichNoCheckRanNeverPasses() {
        let report = KataReport(kata: kata, isSolution: false)
        XCTAssertEqual(report.status, .fail, "no check ran and the build said nothing: not a pass")
    }

    func testAKataPassesWhenEveryCheckRanAndPassed() {
        var report = KataReport(kata: kata, isSolution: false)
        report.checks = [CheckResult(name: "a", status: .pass, duration: 0)]
        XCTAssertEqual(report.status, .pass)
        report.checks.append(CheckResult(name: "b", status: .fail, failures: [Failure(message: "expected 1 but got 2")], duration: 0))
        XCTAssertEqual(report.status, .fail)
    }
}
