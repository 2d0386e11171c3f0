import XCTest
import KataKit
@testable import Workbook

/// Each grading platform's file, checked field by field against its documented schema, for
/// reports made by hand: a kata that passes, one that fails (a failed rule, a timeout, output),
/// and one that does not compile.
final class GradeFormatTests: XCTestCase {
    static func kata(_ id: String, _ module: String) -> KataInfo {
        KataInfo(id: id, module: module, title: id, open: "\(module).swift", hints: [])
    }

    static let passing = KataReport(kata: kata("passing", "Passing"), isSolution: false, checks: [
        CheckResult(name: "greets", status: .pass, duration: 0.01),
        CheckResult(name: "greets nobody", status: .pass, duration: 0.01),
    ])
    static var failing: KataReport {
        var report = KataReport(kata: kata("mixed", "Mixed"), isSolution: false, checks: [
            CheckResult(name: "doubles", status: .pass, duration: 0.01),
            CheckResult(name: "the domain imports no UI", kind: .architecture, status: .fail,
                        failures: [.init(message: "Domain/Trip.swift uses SwiftUI: the domain must not know the screen, so that it can be tested alone",
                                         file: "Katas/Mixed/Domain/Trip.swift", line: 3)], duration: 0.02),
            CheckResult(name: "never ends", status: .timeout, failures: [.init(message: "did not finish in 1 s")], duration: 1,
                        output: "looping ``` forever\n"),
            CheckResult(name: "triples", status: .fail, failures: [.init(message: "expected 6, got 4", file: "Sources/Checks/Mixed/MixedChecks.swift", line: 9)],
                        duration: 0.01),
        ])
        report.codeLocations["triples"] = CodeLocation(file: "Katas/Mixed/Mixed.swift", line: 5)
        return report
    }
    static let broken = KataReport(kata: kata("broken", "Broken"), isSolution: false, diagnostics: [
        Diagnostic(file: "Katas/Broken/Broken.swift", line: 2, column: 12, severity: .error,
                   message: "cannot convert value of type 'String' to specified type 'Int'"),
    ])

    func results(_ reports: [KataReport], points: GradePoints = GradePoints()) -> GradeResults {
        GradeResults(reports: reports, points: points, summary: "Ignored (1): Package.swift.", executionTime: 2.5)
    }

    func json(_ format: GradeFormat, _ results: GradeResults) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(format.render(results).utf8)) as? [String: Any])
    }

    func testGradescopeHasEveryDocumentedFieldAndOneTestPerCheck() throws {
        let document = try json(.gradescope, results([Self.passing, Self.failing, Self.broken]))
        XCTAssertEqual(Set(document.keys), ["score", "execution_time", "output", "output_format", "test_output_format", "visibility", "tests"])
        XCTAssertEqual(document["output_format"] as? String, "md")
        XCTAssertEqual(document["execution_time"] as? Int, 3)
        let output = try XCTUnwrap(document["output"] as? String)
        // The learner's results first, what was ignored last.
        XCTAssertTrue(output.hasPrefix("3 of 6 checks pass; 42 of 100 points; does not compile: broken\n\n- passing: 34 of 34 points"), output)
        XCTAssertTrue(output.hasSuffix("\n\nIgnored (1): Package.swift."), output)
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["name"] as? String }, [
            "passing · compiles", "passing · greets", "passing · greets nobody", "mixed · compiles", "mixed · doubles",
            "mixed · the domain imports no UI", "mixed · never ends", "mixed · triples", "broken · compiles",
        ])
        for test in tests {
            XCTAssertEqual(Set(test.keys), ["score", "max_score", "status", "name", "number", "output", "tags", "visibility"])
            XCTAssertTrue(["passed", "failed"].contains(test["status"] as? String ?? ""))
        }
        XCTAssertEqual(tests.map { $0["number"] as? String }, ["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "2.4", "2.5", "3.1"])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["passed", "passed", "passed", "passed", "passed", "failed", "failed", "failed", "failed"])
        // 100 points in whole points per kata (34, 33, 33), each split evenly over its checks;
        // compiling earns nothing unless weighed, except where nothing else can be earned.
        let maxScores = tests.compactMap { $0["max_score"] as? Double }
        XCTAssertEqual(maxScores.reduce(0, +), 100, accuracy: 0.01)
        XCTAssertEqual(maxScores[0], 0)
        XCTAssertEqual(maxScores[1], 17)
        XCTAssertEqual(maxScores[4], 8.25, accuracy: 0.001)
        XCTAssertEqual(maxScores[8], 33)
        XCTAssertEqual(try XCTUnwrap(document["score"] as? Double), 42, "34 + round(8.25)")
        let rule = try XCTUnwrap(tests[5]["output"] as? String)
        XCTAssertTrue(rule.contains("the domain must not know the screen, so that it can be tested alone"), rule)
        XCTAssertTrue(rule.contains("At `Katas/Mixed/Domain/Trip.swift:3`"), rule)
        XCTAssertEqual(tests[5]["tags"] as? [String], ["mixed", "architecture"])
        let triples = try XCTUnwrap(tests[7]["output"] as? String)
        XCTAssertTrue(triples.contains("At `Katas/Mixed/Mixed.swift:5`"), "the learner's line, not the checks': \(triples)")
        let loop = try XCTUnwrap(tests[6]["output"] as? String)
        XCTAssertTrue(loop.contains("did not finish in time") && loop.contains("````\nlooping ``` forever"), loop)
        let compiles = try XCTUnwrap(tests[8]["output"] as? String)
        XCTAssertTrue(compiles.contains("cannot convert value of type 'String'"), compiles)
    }

    func testPrairieLearnScoresFromZeroToOneAndGradableIsTheInstructorsChoice() throws {
        let document = try json(.prairielearn, results([Self.passing, Self.failing, Self.broken]))
        XCTAssertEqual(Set(document.keys), ["gradable", "score", "message", "output", "images", "tests"])
        XCTAssertEqual(document["gradable"] as? Bool, true)
        XCTAssertEqual(try XCTUnwrap(document["score"] as? Double), 0.42, accuracy: 0.0001)
        XCTAssertEqual(document["message"] as? String, "3 of 6 checks pass; 42 of 100 points; does not compile: broken")
        XCTAssertEqual((document["images"] as? [Any])?.count, 0)
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        for test in tests {
            XCTAssertEqual(Set(test.keys), ["name", "description", "points", "max_points", "message", "output"])
        }
        XCTAssertEqual(tests[5]["description"] as? String, "architecture rule")
        XCTAssertEqual(tests[8]["name"] as? String, "broken · compiles")
        XCTAssertEqual(tests[8]["points"] as? Double, 0)
        var strict = GradePoints()
        strict.gradableWhenNotCompiling = false
        let refused = try json(.prairielearn, results([Self.passing, Self.broken], points: strict))
        XCTAssertEqual(refused["gradable"] as? Bool, false)
        let errors = try XCTUnwrap(refused["format_errors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("broken does not compile: Katas/Broken/Broken.swift:2:12: error: cannot convert"), errors[0])
        XCTAssertEqual(try json(.prairielearn, results([Self.passing], points: strict))["gradable"] as? Bool, true)
        var pictured = results([Self.passing])
        pictured.images = [.init(label: "passing: your parts", url: "data:image/svg+xml;base64,PHN2Zy8+")]
        let images = try XCTUnwrap(try json(.prairielearn, pictured)["images"] as? [[String: String]])
        XCTAssertEqual(images, [["label": "passing: your parts", "url": "data:image/svg+xml;base64,PHN2Zy8+"]])
    }

    func testAllPassingIsFullMarksInEveryFormat() throws {
        let all = results([Self.passing])
        XCTAssertEqual(try json(.gradescope, all)["score"] as? Double, 100)
        XCTAssertEqual(try json(.prairielearn, all)["score"] as? Double, 1)
        XCTAssertEqual(try json(.classroom50, all)["score"] as? Int, 100)
        XCTAssertEqual(try json(.json, all)["status"] as? String, "pass")
        XCTAssertTrue(GradeFormat.junit.render(all).contains(#"<property name="points" value="100"/>"#))
        XCTAssertTrue(GradeFormat.codegrade.render(all).hasSuffix(#"{"tag": "points", "points": "100/100"}"# + "\n"))
    }

    func testPointsFromTheInstructorsFileAndTheRestSharedEvenlyInWholePoints() {
        let points = GradePoints(points: ["a": 50])
        XCTAssertEqual(points.perKata(["a", "b", "c"]), ["a": 50, "b": 25, "c": 25])
        XCTAssertEqual(GradePoints().perKata(["a", "b", "c", "d"]), ["a": 25, "b": 25, "c": 25, "d": 25])
        XCTAssertEqual(GradePoints().perKata(["a", "b", "c", "d", "e", "f"]), ["a": 17, "b": 17, "c": 17, "d": 17, "e": 16, "f": 16])
        let results = GradeResults(reports: [Self.passing, Self.failing], points: GradePoints(points: ["passing": 10, "mixed": 30]),
                                   summary: "", executionTime: 0)
        XCTAssertEqual(results.tests.map(\.maxScore), [0, 5, 5, 0, 7.5, 7.5, 7.5, 7.5])
    }

    func testPointsFileNamingAnUnknownKataIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("points-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Graders"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"points": {"nope": 10}}"#.write(to: folder.appendingPathComponent(GradePoints.defaultPath), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try GradePoints.load(nil, root: folder, ids: ["a"]))
        try #"{"points": {"a": 10}, "gradableWhenNotCompiling": false}"#.write(to: folder.appendingPathComponent(GradePoints.defaultPath), atomically: true, encoding: .utf8)
        XCTAssertEqual(try GradePoints.load(nil, root: folder, ids: ["a"]), GradePoints(points: ["a": 10], gradableWhenNotCompiling: false))
        for refused in [#"{"points": {"a": 10.5}}"#, #"{"kinds": {"style": 1}}"#, #"{"acts": {"3": 1}}"#, #"{"visibility": {"a": "sometimes"}}"#,
                        #"{"centralRules": {"nope": ["x"]}}"#, #"{"checks": {"a · x": -1}}"#] {
            try refused.write(to: folder.appendingPathComponent(GradePoints.defaultPath), atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try GradePoints.load(nil, root: folder, ids: ["a"]), refused)
        }
    }

    func testGradescopeAndPrairieLearnFilesStayUnderOneMegabyteWithOutputCut() throws {
        let noise = String(repeating: "all work and no play\n", count: 3_000)
        let checks = (1...300).map { CheckResult(name: "check \($0)", status: .fail, failures: [.init(message: noise)], duration: 0, output: noise) }
        let huge = results([KataReport(kata: Self.kata("noisy", "Noisy"), isSolution: false, checks: checks)])
        for format in [GradeFormat.gradescope, .prairielearn] {
            let text = format.render(huge)
            XCTAssertLessThanOrEqual(text.utf8.count, 1_000_000, "\(format)")
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            XCTAssertEqual((document["tests"] as? [Any])?.count, 301, "every test is still there (and compiles)")
            XCTAssertTrue(text.contains("more characters cut"), "\(format) says it cut")
        }
    }
}
