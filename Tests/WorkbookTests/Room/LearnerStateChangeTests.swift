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

/// The room's page, for the debrief: per kata, how many learners touched how many parts.
final class RoomFootprintTests: XCTestCase {
    func testThePageCountsTheLearnersByThePartsTheirChangeTouched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-room-change-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, parts, onlyNew) in [("ada", ["handlers", "orders"], true), ("bob", ["handlers", "orders", "unit of work"], false),
                                       ("cy", ["handlers", "orders"], true), ("di", [], false)] {
            var kata = LearnerState.Kata(id: "unit-of-work-orders", status: "pass", checks: [], started: true)
            kata.changeStatus = parts.isEmpty ? "fail" : "pass"
            if !parts.isEmpty { kata.footprint = ChangeFootprint(partsTouched: parts, onlyNewCodeAdded: onlyNew) }
            let state = LearnerState(learner: name, workbook: nil, katas: [kata])
            let file = folder.appendingPathComponent("\(name).json")
            try state.encoded().write(to: file)
            files.append(file.path)
        }
        let report = RoomReport.make(files: files)
        XCTAssertEqual(report.katas.first?.footprints.map(\.partsTouched), [2, 3, 2])
        let page = RoomPage.html(report, written: Date(timeIntervalSince1970: 0))
        XCTAssertTrue(page.contains("<section id=\"change\"><h2>The second act: what the change cost</h2>"), page)
        XCTAssertTrue(page.contains("<tr><th scope=\"row\">unit-of-work-orders</th><td>3</td><td class=\"parts\">2 touched 2 parts · 1 touched 3 parts</td><td>2</td><td class=\"parts\"><b>ada</b> <small>2 parts, 0 lines</small></td><td class=\"parts\"><b>bob</b> <small>3 parts, 0 lines</small></td></tr>"),
                      page)
        XCTAssertTrue(page.contains("title=\"di, unit-of-work-orders: pass; second act: fail\">✓ <span class=\"act2 fail\" title=\"the second act (its change request): fail\">II ✗</span></td>"),
                      "the grid shows each learner's second act: " + page)
        XCTAssertTrue(Renderer.room(report, style: .plain).hasSuffix("""

            The second act: what the change cost
            unit-of-work-orders: 3 done · 2 touched 2 parts · 1 touched 3 parts · 2 added only new code
                 smallest: ada (2 parts, 0 lines) · largest: bob (3 parts, 0 lines)
            """), "kata report in the terminal: " + Renderer.room(report, style: .plain))
    }
}
