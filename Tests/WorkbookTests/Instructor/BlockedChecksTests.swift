import XCTest
import KataKit
@testable import Workbook

/// A grade explains, once per kata and on every platform, many checks that crashed at the same
/// line of the learner's code.
final class BlockedChecksTests: XCTestCase {
    static let kata = KataInfo(id: "vanilla-todos", module: "VanillaTodos", title: "vanilla-todos", open: "TodoListModel.swift", hints: [])

    /// Three checks stopped by a `fatalError` left in `load()`, one passing, one failing on its own.
    static var blocked: KataReport {
        let trap = Failure(message: "Fatal error: TODO", file: "Katas/VanillaTodos/TodoListModel.swift", line: 27)
        var report = KataReport(kata: kata, isSolution: false, checks: [
            CheckResult(name: "adds a todo", status: .pass, duration: 0.01),
            CheckResult(name: "loads the saved todos", status: .crash, failures: [trap], duration: 0),
            CheckResult(name: "shows an error when loading fails", status: .crash, failures: [trap], duration: 0),
            CheckResult(name: "reloads after a save", status: .crash, failures: [trap], duration: 0),
            CheckResult(name: "removes a todo", status: .fail, failures: [.init(message: "expected 0 todos, got 1")], duration: 0.01),
        ])
        for check in report.checks where check.status == .crash {
            report.codeLocations[check.name] = CodeLocation(file: "Katas/VanillaTodos/TodoListModel.swift", line: 27)
        }
        return report
    }

    static let sentence = "3 checks did not run past `TodoListModel.swift:27`, a `fatalError`"

    func testSeveralChecksCrashedAtOneLineAreExplainedOnceOnEveryPlatform() throws {
        let results = GradeResults(reports: [Self.blocked], points: GradePoints(), summary: "", executionTime: 1)
        XCTAssertEqual(results.pointsLines, ["vanilla-todos: 20 of 100 points: 1 of 5 checks pass; " + Self.sentence])
        let markdown = MarkdownText.escaped(Self.sentence)
        for (format, expected) in [(GradeFormat.gradescope, markdown), (.prairielearn, Self.sentence), (.classroom50, Self.sentence),
                                   (.codegrade, Self.sentence)] {
            let text = format.render(results)
            // JSON writes the sentence with its backslashes (Markdown's) and quotes escaped.
            let written = format == .codegrade ? text : try Self.strings(in: text).joined(separator: "\n")
            XCTAssertEqual(written.components(separatedBy: expected).count, 2, "once in \(format): \(written)")
        }
    }

    func testATrapIsNamedInTheLessonsWords() {
        let sources = "Katas/VanillaTodos"
        let file = "Katas/VanillaTodos/TodoListModel.swift"
        XCTAssertEqual(BlockedChecks.trap(.init(message: "Fatal error: TODO", file: file, line: 27), sources: sources), "a `fatalError`")
        XCTAssertEqual(BlockedChecks.trap(.init(message: "Fatal error", file: file, line: 27), sources: sources), "a `fatalError`")
        XCTAssertEqual(BlockedChecks.trap(.init(message: "Precondition failed: empty", file: file, line: 3), sources: sources), "a failed `precondition`")
        XCTAssertEqual(BlockedChecks.trap(.init(message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", file: file, line: 3),
                                          sources: sources), "a force unwrap of nil")
        XCTAssertEqual(BlockedChecks.trap(.init(message: "Fatal error: Index out of range", file: "Swift/ContiguousArrayBuffer.swift", line: 600),
                                          sources: sources), "which crashed (“Fatal error: Index out of range”)")
    }

    func testOneCrashOrCrashesAtDifferentLinesAreNotABlock() {
        let at = { (line: Int) in Failure(message: "Fatal error: TODO", file: "Katas/VanillaTodos/TodoListModel.swift", line: line) }
        var report = KataReport(kata: Self.kata, isSolution: false, checks: [
            CheckResult(name: "a", status: .crash, failures: [at(27)], duration: 0),
            CheckResult(name: "b", status: .crash, failures: [at(40)], duration: 0),
            CheckResult(name: "c", status: .timeout, failures: [.init(message: "did not finish within 5 s")], duration: 5),
            CheckResult(name: "d", status: .crash, failures: [.init(message: "the code crashed (SIGSEGV)")], duration: 0),
            CheckResult(name: "e", status: .crash, failures: [.init(message: "the code crashed (SIGSEGV)")], duration: 0),
        ])
        report.codeLocations["a"] = CodeLocation(file: "Katas/VanillaTodos/TodoListModel.swift", line: 27)
        report.codeLocations["b"] = CodeLocation(file: "Katas/VanillaTodos/TodoListModel.swift", line: 40)
        let results = GradeResults(reports: [report], points: GradePoints(), summary: "", executionTime: 1)
        XCTAssertEqual(results.pointsLines, ["vanilla-todos: 0 of 100 points: 0 of 5 checks pass"])
    }

    /// Every string of a JSON document, however deep.
    static func strings(in json: String) throws -> [String] {
        func walk(_ value: Any) -> [String] {
            switch value {
            case let text as String: [text]
            case let array as [Any]: array.flatMap(walk)
            case let object as [String: Any]: object.keys.sorted().flatMap { object[$0].map(walk) ?? [] }
            default: []
            }
        }
        return walk(try JSONSerialization.jsonObject(with: Data(json.utf8)))
    }
}
