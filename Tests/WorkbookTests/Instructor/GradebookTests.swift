import KataKit
import XCTest
@testable import Workbook

/// The gradebook's columns and its CSV, from graded results.
final class GradebookTests: XCTestCase {
    let trip = KataInfo(id: "trip", module: "Trip", title: "", open: "Trip.swift", hints: [],
                        change: ChangeRequest(title: "t", story: "s", mustHold: [], checks: ["new"], hints: []))
    let egg = KataInfo(id: "egg", module: "Egg", title: "", open: "Egg.swift", hints: [])
    /// The starters pass nothing; trip's first act has checks 0 and 1, its second act adds 2 and 3.
    var baseline: GradeBaseline {
        let check = { (name: String) in GradeBaseline.Check(name: name, kind: "behaviour", passes: false) }
        return GradeBaseline(key: "k", acts: ["1": ["trip": [check("check 0"), check("check 1")], "egg": [check("check 0"), check("check 1")]],
                                              "2": ["trip": (0..<4).map { check("check \($0)") }, "egg": [check("check 0"), check("check 1")]]])
    }

    func results(_ passing: [String: [Bool]], act: KataInfo.Act = .one) -> GradeResults {
        let reports = [trip.inAct(act), egg].map { kata in
            var report = KataReport(kata: kata, isSolution: false)
            report.checks = (passing[kata.id] ?? []).enumerated().map { index, passes in
                CheckResult(name: "check \(index)", status: passes ? .pass : .fail, duration: 0)
            }
            return report
        }
        return GradeResults(reports: reports, points: GradePoints(points: ["trip": 60, "egg": 40]), baseline: baseline, summary: "", executionTime: 0)
    }

    func testTheSecondActGetsAColumnOfItsOwnForAKataWithAChangeRequest() {
        var book = Gradebook(katas: [trip, egg], act: .two)
        XCTAssertEqual(book.columns.map(\.title), ["trip act 1", "trip act 2", "egg"])
        book.addUngraded("=cmd|' /C calc'!A0", because: "cannot be read")
        book.add("ada", results: results(["trip": [true, true, true, false], "egg": [true, false]], act: .two))
        book.add("Lovelace, \"Ada\"", results: results(["trip": [true, true, true, true], "egg": [true, true]], act: .two))
        XCTAssertEqual(book.csv, "Username,trip act 1,trip act 2,egg,Total\r\n"
                       + "'=cmd|' /C calc'!A0,0.00,0.00,0.00,0.00\r\n"
                       + "ada,30.00,15.00,20.00,65.00\r\n"
                       + "\"Lovelace, \"\"Ada\"\"\",30.00,30.00,40.00,100.00\r\n")
        XCTAssertEqual(book.columns.map(\.maxPoints), [30, 30, 40])
        XCTAssertEqual(book.maxTotal, 100)
    }

    func testOneActHasAColumnPerKataWithTheWholePointsThePlatformsRecord() {
        var book = Gradebook(katas: [trip, egg], act: .one)
        book.add("bo", results: results(["trip": [true, false], "egg": [true, true]]))
        XCTAssertEqual(book.csv, "Username,trip,egg,Total\r\nbo,30.00,40.00,70.00\r\n")
        XCTAssertEqual(book.table, """
            learner   trip    egg   total
            (of)     60.00  40.00  100.00
            bo       30.00  40.00   70.00
            """)
    }
}
