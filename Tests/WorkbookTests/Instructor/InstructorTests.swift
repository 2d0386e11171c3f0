import KataKit
import XCTest
@testable import Workbook
#if canImport(FoundationXML)
import FoundationXML
#endif

final class InstructorTests: XCTestCase {
    func testCodeSizeCountsCodeTypesProtocolsAndMessageCases() {
        let size = CodeSize(swift: """
            import Foundation

            /// A doc comment
            protocol Screen {}
            final class Model { class func make() {} }
            struct Reducer {
                enum Input { case tapped, typed(String, Int) }
                enum Feedback {
                    case loaded([Int: String])
                    // case ignored
                    case failed
                }
                enum Other { case a, b }
            }
            """)
        XCTAssertEqual(size, CodeSize(files: 1, lines: 11, types: 6, protocols: 1, messageCases: 4))
    }

    func testLessonBlocksAreFilledAndFound() {
        let lesson = "# L\n<!-- kata compare: a b -->\nold\n<!-- end kata compare -->\nafter"
        XCTAssertEqual(LessonBlocks.blocks(in: lesson), [["a", "b"]])
        XCTAssertEqual(LessonBlocks.filling(lesson) { $0.joined(separator: "+") },
                       "# L\n<!-- kata compare: a b -->\na+b\n<!-- end kata compare -->\nafter")
        let both = lesson + "\n<!-- kata footprint: c -->\n<!-- end kata footprint -->"
        XCTAssertEqual(LessonBlocks.blocks(in: both, kind: .footprint), [["c"]])
        XCTAssertEqual(LessonBlocks.filling(both, kind: .footprint) { $0.joined() },
                       lesson + "\n<!-- kata footprint: c -->\nc\n<!-- end kata footprint -->", "a footprint block, the compare block left")
    }

    /// Every change request's lesson shows the reference's footprint as a measured table.
    func testEveryChangeRequestsLessonHasItsFootprintTable() throws {
        for kata in try Catalog(root: packageRoot).katas where kata.change != nil {
            let lesson = SwiftFiles.read(packageRoot.appendingPathComponent(kata.lessonPath)) ?? ""
            XCTAssertTrue(LessonBlocks.blocks(in: lesson, kind: .footprint).contains { $0.contains(kata.id) },
                          "\(kata.lessonPath) has no <!-- kata footprint: \(kata.id) --> table")
        }
    }

    func testAFootprintIsAMarkdownTableWithAColumnEach() {
        let footprint = ChangeFootprint(filesChanged: ["A.swift"], linesAdded: 3, linesRemoved: 1, declarationsAdded: ["A.b"],
                                        partsTouched: ["a|b"], onlyNewCodeAdded: true)
        XCTAssertEqual(ChangeFootprint.markdown([("reference", footprint), ("yours", nil)]), """
            | what the change cost | reference | yours |
            |---|---|---|
            | files added / changed / removed | 0 / 1 / 0 | not measured |
            | lines added / removed | +3 / -1 | not measured |
            | declarations added | 1 | not measured |
            | declarations changed | 0 | not measured |
            | declarations removed | 0 | not measured |
            | parts touched | a\\|b | not measured |
            | only new code added | yes | not measured |
            """)
    }

    /// The numbers in the lessons are the package's own measure of the solutions today.
    func testLessonTablesAreUpToDate() throws {
        let catalog = try Catalog(root: packageRoot)
        for kata in catalog.katas {
            let lesson = SwiftFiles.read(packageRoot.appendingPathComponent(kata.lessonPath)) ?? ""
            let filled = try Workbook.filledTables(of: lesson, catalog: catalog, root: packageRoot)
            XCTAssertEqual(lesson, filled, "\(kata.lessonPath): its measured table is out of date: run `swift run kata compare --update-lessons`")
        }
    }

    func testJUnitIsWellFormedAndHasTheCommonSchemasShape() throws {
        let kata = KataInfo(id: "trip-validation", module: "TripValidation", title: "", open: "", hints: [])
        var report = KataReport(kata: kata, isSolution: false)
        report.checks = [
            CheckResult(name: "passes", status: .pass, duration: 0.001),
            CheckResult(name: "fails <with> \"markup\" & more", status: .fail,
                        failures: [Failure(message: "expected 1 but got 0", file: "Sources/Checks/X.swift", line: 3)], duration: 0.002,
                        output: "colour \u{1B}[31mred\u{1B}[0m"),
            CheckResult(name: "traps", status: .crash, failures: [Failure(message: "Fatal error: TODO")], duration: 0),
        ]
        var broken = KataReport(kata: KataInfo(id: "broken", module: "Broken", title: "", open: "", hints: []), isSolution: false)
        broken.diagnostics = [Diagnostic(file: "Katas/Broken/A.swift", line: 1, column: 2, severity: .error, message: "no")]
        let xml = JUnitReport.xml([report, broken])
        let document = try XMLDocument(data: Data(xml.utf8))
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "4")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "1")
        XCTAssertEqual(root.attribute(forName: "errors")?.stringValue, "2")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.map { $0.attribute(forName: "name")?.stringValue }, ["trip-validation", "broken"])
        for suite in suites {
            for attribute in ["name", "tests", "failures", "errors", "skipped", "time"] {
                XCTAssertNotNil(suite.attribute(forName: attribute), "testsuite needs \(attribute)")
            }
            for testcase in suite.elements(forName: "testcase") {
                for attribute in ["name", "classname", "time"] {
                    XCTAssertNotNil(testcase.attribute(forName: attribute), "testcase needs \(attribute)")
                }
            }
        }
        let cases = suites[0].elements(forName: "testcase")
        XCTAssertEqual(cases.map { $0.attribute(forName: "name")?.stringValue }, ["passes", "fails <with> \"markup\" & more", "traps"])
        let failure = try XCTUnwrap(cases[1].elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "message")?.stringValue, "expected 1 but got 0")
        XCTAssertEqual(failure.stringValue, "Sources/Checks/X.swift:3\nexpected 1 but got 0")
        XCTAssertEqual(cases[1].elements(forName: "system-out").first?.stringValue, #"colour \u{1B}[31mred\u{1B}[0m"#, "escaped as the terminal shows it")
        XCTAssertEqual(cases[2].elements(forName: "error").first?.attribute(forName: "type")?.stringValue, "crash")
        XCTAssertEqual(suites[1].elements(forName: "testcase").first?.elements(forName: "error").count, 1)
    }

    func testRoomReportCountsLearnersAndSkipsBadFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) -> String {
            let path = folder.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
        func results(_ status: String, started: Bool, failing: Bool) -> String {
            let check = failing
                ? #"{"name": "one day", "status": "fail", "message": "expected 1 but got 0", "file": null, "line": null, "duration": 0, "output": null}"#
                : #"{"name": "one day", "status": "pass", "message": null, "file": null, "line": null, "duration": 0, "output": null}"#
            return #"{"version": 1, "status": "\#(status)", "katas": [{"id": "trip", "status": "\#(status)", "message": null, "started": \#(started), "checks": [\#(check)]}]}"#
        }
        let files = [
            write("ada.json", results("pass", started: true, failing: false)),
            write("bob.json", results("fail", started: true, failing: true)),
            write("cy.json", results("fail", started: true, failing: true)),
            write("dee.json", results("fail", started: false, failing: true)),
            write("eve.json", #"{"version": 1, "katas": ["#),
            write("fay.json", #"{"version": 2, "status": "pass", "katas": []}"#),
            folder.appendingPathComponent("missing.json").path,
        ]
        let report = RoomReport.make(files: files)
        XCTAssertEqual(report.learners, ["ada", "bob", "cy", "dee"])
        XCTAssertEqual(report.katas, [RoomReport.KataRow(id: "trip", passing: ["ada"], failing: ["bob", "cy"], notCompiling: [], notStarted: ["dee"],
                                                             passesAtUnknownTimes: 1)], "a results file has no time of first pass")
        XCTAssertEqual(report.failingChecks, [RoomReport.FailingCheck(kata: "trip", name: "one day", learners: 2, message: "expected 1 but got 0")])
        XCTAssertEqual(report.warnings.count, 3)
        XCTAssertTrue(report.warnings[0].contains("eve.json"))
        XCTAssertTrue(report.warnings[1].contains("fay.json: results version 2"))
        XCTAssertTrue(report.warnings[2].contains("missing.json: cannot be read"))
    }
}

final class ArchitectureReportingTests: XCTestCase {
    let rule = CheckResult(name: "the screen uses no Data type", kind: .architecture, status: .fail, failures: [
        Failure(message: "Presentation/Screen.swift:3:9 uses TodoDTO, from Data/", file: "Katas/X/Presentation/Screen.swift", line: 3),
        Failure(message: "Why: the screen should only see domain types"),
    ], duration: 0.01)

    func testARuleIsShownWithItsPlacesThenItsWhy() {
        XCTAssertEqual(Renderer.check(rule, style: .plain), """
            ✗ the screen uses no Data type
                Presentation/Screen.swift:3:9 uses TodoDTO, from Data/
                Why: the screen should only see domain types
            """)
    }

    func testJUnitPutsRulesInTheirOwnClass() throws {
        var report = KataReport(kata: KataInfo(id: "ddd", module: "DDD", title: "", open: "", hints: []), isSolution: false)
        report.checks = [CheckResult(name: "loads", status: .pass, duration: 0), rule]
        let document = try XMLDocument(data: Data(JUnitReport.xml([report]).utf8))
        let cases = try XCTUnwrap(document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase"))
        XCTAssertEqual(cases.map { $0.attribute(forName: "classname")?.stringValue }, ["ddd", "ddd.architecture"])
    }

    /// A search's function at fault, named at its declaration, reaches `--json` (and the plugin
    /// that reads it) as `codeSymbol`; a writer's place keeps `codeWrites` and has none.
    func testTheJSONNamesTheFunctionAtFaultOfAPlaceWithoutAWriter() throws {
        var report = KataReport(kata: KataInfo(id: "trip", module: "Trip", title: "", open: "", hints: []), isSolution: false)
        report.checks = [CheckResult(name: "rules", status: .fail, failures: [Failure(message: "no")], duration: 0),
                         CheckResult(name: "saves", status: .fail, failures: [Failure(message: "no")], duration: 0)]
        report.codeLocations["rules"] = CodeLocation(file: "Katas/Trip/Trip.swift", line: 37, symbol: "validated()")
        report.codeLocations["saves"] = CodeLocation(file: "Katas/Trip/Editor.swift", line: 29, symbol: "isSaved", writer: "save()",
                                                     read: CodeLocation.CodeLine(file: "Katas/Trip/Editor.swift", line: 8, name: "isSaved"))
        let checks = ResultsDocument(reports: [report]).katas[0].checks
        XCTAssertEqual(checks[0].codeSymbol, "validated()")
        XCTAssertNil(checks[0].codeWrites)
        XCTAssertEqual(checks[1].codeWrites, "save() writes isSaved")
        XCTAssertNil(checks[1].codeSymbol)
        XCTAssertTrue(ResultsDocument(reports: [report]).encoded().contains(#""codeSymbol" : "validated()""#))
    }

    func testTheRoomReportListsBrokenRulesApart() throws {
        var report = KataReport(kata: KataInfo(id: "ddd", module: "DDD", title: "", open: "", hints: []), isSolution: false)
        report.checks = [CheckResult(name: "loads", status: .fail, failures: [Failure(message: "no")], duration: 0), rule]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ada-\(UUID().uuidString).json")
        try ResultsDocument(reports: [report]).encoded().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let room = RoomReport.make(files: [file.path])
        XCTAssertEqual(room.failingChecks.map(\.kind).sorted(), ["architecture", "behaviour"])
        let text = Renderer.room(room, style: .plain)
        XCTAssertTrue(text.contains("Checks that fail most often\n1× ddd: loads"), text)
        XCTAssertTrue(text.contains("Rules the room breaks most often\n1× ddd: the screen uses no Data type"), text)
    }
}
