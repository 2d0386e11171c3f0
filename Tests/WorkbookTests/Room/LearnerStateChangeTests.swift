import KataKit
import XCTest
@testable import Workbook

/// The room's file carries the second act: which act the last run was, the change's status, and
/// the footprint of the last run whose second act passed.
final class LearnerStateChangeTests: XCTestCase {
    func testTheRoomsFileCarriesTheActTheChangesStatusAndTheFootprint() throws {
        let request = ChangeRequest(title: "t", story: "s", mustHold: [], checks: ["new"], hints: [])
        let kata = KataInfo(id: "trip", module: "Trip", title: "", open: "", hints: [], change: request).inAct(.two)
        let footprint = ChangeFootprint(filesChanged: ["Trip.swift"], linesAdded: 3, declarationsAdded: ["Trip.f()"], partsTouched: ["Trip"])
        var passed = KataReport(kata: kata, isSolution: false)
        passed.checks = [CheckResult(name: "new", status: .pass, duration: 0)]
        passed.footprint = footprint
        var failing = KataReport(kata: kata, isSolution: false)
        failing.checks = [CheckResult(name: "new", status: .fail, failures: [Failure(message: "no")], duration: 0)]

        var state = LearnerState(learner: "ada", workbook: nil)
        state.record(passed)
        state.record(failing)
        var progress = Progress()
        progress.record(.passing, for: "trip", at: Date(timeIntervalSince1970: 0))
        progress.openChange(of: "trip", at: Date(timeIntervalSince1970: 1))
        progress.record(.failing, for: "trip", act: .two, at: Date(timeIntervalSince1970: 2))
        state.refresh(katas: ["trip"], progress: progress, at: Date(timeIntervalSince1970: 3))

        let read = try XCTUnwrap(LearnerState.decode(state.encoded())?.katas.first)
        XCTAssertEqual(read.status, "pass", "the kata's status is the first act's")
        XCTAssertEqual(read.act, 2)
        XCTAssertEqual(read.changeStatus, "fail")
        XCTAssertEqual(read.footprint, footprint, "the last footprint measured stays through a failing run")
        XCTAssertEqual(read.checks.map(\.status), ["fail"], "the checks of the last run")
    }
}
