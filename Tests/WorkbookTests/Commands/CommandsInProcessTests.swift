@testable import Workbook
import Foundation
import XCTest

/// The commands that build nothing, run in this process through a console that records what
/// they write: the command line as `kata` reads it, the package found from the folder, the exit
/// code. The end-to-end tests run the same commands through the built binary.
final class CommandsInProcessTests: XCTestCase {
    private var workbook: URL!

    override func setUp() {
        workbook = makeFixtureWorkbook()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: workbook)
    }

    /// What `kata` wrote and returned, run in-process in `directory` (the fixture workbook).
    private func kata(_ arguments: String..., in directory: URL? = nil) -> CommandOutput {
        kata(arguments, in: directory)
    }

    private func kata(_ arguments: [String], in directory: URL? = nil) -> CommandOutput {
        let recorder = RecordingConsole()
        let status = Workbook.main(arguments: arguments, directory: directory ?? workbook, console: recorder.console) { _ in
            recorder.console
        }
        return CommandOutput(status: status, standardOutput: recorder.output, standardError: recorder.errors)
    }

    func testListShowsEveryKataInOrderAndBuildsNothing() {
        let result = kata("list")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let rows = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix(" ") || $0.first?.isNumber == true }
        XCTAssertEqual(rows.compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) },
                       ["broken", "mixed", "hostile", "noisy", "passing"], result.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workbook.appendingPathComponent(".build").path), "list builds nothing")
    }

    func testStatusIsTheDefaultCommandAndNamesTheNextKata() {
        let result = kata()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("Next: broken — Does not compile"), result.standardOutput)
        XCTAssertEqual(result.standardOutput, kata("status").standardOutput)
    }

    func testHintsComeOneAtATimeAndAreRemembered() {
        XCTAssertTrue(kata("hint", "passing").standardOutput.hasPrefix("Hint 1 of 3 for passing\n\nOnly hint.\n"))
        XCTAssertTrue(kata("hint", "5").standardOutput.hasPrefix("Hint 2 of 3 for passing\n\nSecond.\n"), "a number from kata list names the kata")
        let last = kata("hint", "passing")
        XCTAssertTrue(last.standardOutput.contains("That was the last hint. The reference solution: swift run kata solution passing"),
                      last.standardOutput)
        XCTAssertEqual(kata("hint", "passing", "--all").standardOutput,
                       "Hint 1 of 3\nOnly hint.\n\nHint 2 of 3\nSecond.\n\nHint 3 of 3\nThird.\n\n")
    }

    func testResetBacksUpTheLearnersFilesAndPutsTheStarterBack() throws {
        let file = workbook.appendingPathComponent("Katas/Mixed/Mixed.swift")
        let starter = try String(contentsOf: file, encoding: .utf8)
        try (starter + "// my work\n").write(to: file, atomically: true, encoding: .utf8)
        let result = kata("reset", "mixed")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), starter)
        let backup = try XCTUnwrap(result.standardOutput.split(separator: "\n").first?.split(separator: " ").last?.dropLast())
        XCTAssertEqual(try String(contentsOf: workbook.appendingPathComponent("\(backup)/Mixed.swift"), encoding: .utf8),
                       starter + "// my work\n")
    }

    func testHelpIsMadeFromEachCommandsOwnSpec() {
        XCTAssertEqual(kata("help", "run").standardOutput, HelpText.help(for: RunCommand.spec))
        XCTAssertEqual(kata("hint", "--help").standardOutput, HelpText.help(for: HintCommand.spec))
        let overview = kata("--help").standardOutput
        for command in CommandTable.commands {
            XCTAssertTrue(overview.contains("  \(command.spec.name)"), "the overview lists \(command.spec.name)")
        }
        XCTAssertTrue(kata("run", "--help").standardOutput.contains("  --timeout <seconds>     The time limit of each check, in seconds. (default: 5)"))
        XCTAssertEqual(kata("--version").standardOutput, HelpText.version + "\n")
    }

    func testUsageErrorsSayWhatWasWrongAndExitWith64() {
        let cases: [(arguments: [String], error: String)] = [
            (["lsit"], "error: unknown command 'lsit'\nDid you mean 'list'?\nCommands: status, list, run, watch, check, grade, hint, change, solution, reset, compare, graph, report, room, dev, help\nSee 'kata help'.\n"),
            (["run", "mixd"], "error: there is no kata 'mixd'\nDid you mean 'mixed'?\nKatas: broken, mixed, hostile, noisy, passing (or their numbers in `kata list`, 1 to 5)\n"),
            (["run", "mixed", "--timeout", "soon"], "error: --timeout must be a number of seconds between 0 and 3600, not 'soon'\nSee 'kata run --help'.\n"),
            (["check", "--build-system", "fast"], "error: there is no build system 'fast'\nBuild systems: native, swiftbuild (SwiftPM's own words)\n"),
            (["hint"], "error: missing <kata>\nUsage: kata hint <kata> [--all]\nSee 'kata hint --help'.\n"),
            (["compare"], "error: missing <kata>\nUsage: \(CompareCommand.spec.usage)\n"),
            (["graph", "mixed", "--mine", "--solution"], "error: --mine and --solution cannot be used together: draw one of them\nSee 'kata graph --help'.\n"),
            (["room", "leave", "--html", "x"], "error: --html does not go with kata room leave\nSee 'kata room --help'.\n"),
            (["report", "nothing.json", "--watch"], "error: --watch needs --html <file>: the page is what it rewrites\n"),
            (["check", "--format", "moodle"], "error: there is no format 'moodle'\nFormats: gradescope, prairielearn, classroom50, codegrade, junit, json\n"),
            (["grade", "learner", "--format", "canvas"], "error: there is no format 'canvas'\nFormats: gradescope, prairielearn, classroom50, codegrade, junit, json, csv (a class folder's gradebook)\n"),
        ]
        for (arguments, error) in cases {
            let result = kata(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
            XCTAssertEqual(result.standardError, error, "\(arguments)")
        }
    }

    func testGradeRefusesWhatIsNotAFolderAndJUnitWithoutAPlaceBeforeChangingAnything() throws {
        let missing = kata("grade", "no-such-submission")
        XCTAssertEqual(missing.status, 64, "a usage error")
        XCTAssertTrue(missing.standardError.hasPrefix("error: "), missing.standardError)
        XCTAssertTrue(missing.standardError.contains("no-such-submission is not a folder"), missing.standardError)
        let junit = kata("grade", ".", "--format", "junit")
        XCTAssertEqual(junit.status, 64, "a usage error")
        XCTAssertEqual(junit.standardError, "error: --format junit needs --output <file> (or CG_JUNIT_XML_LOCATION, as CodeGrade sets it)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: workbook.appendingPathComponent(".kata/grading").path))
    }

    func testAnErrorOfTheWorkbookExitsWith70AndShowsControlCharactersEscaped() throws {
        try FileManager.default.removeItem(at: workbook.appendingPathComponent("Starters/Mixed"))
        let result = kata("reset", "mixed")
        XCTAssertEqual(result.status, 70)
        XCTAssertEqual(result.standardError, "error: the original starter of mixed is missing (Starters/Mixed); nothing was changed\n")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-workbook-\u{1B}[31m-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let lost = kata("list", in: outside)
        XCTAssertFalse(lost.standardError.contains("\u{1B}"), "the folder's name is escaped: \(lost.standardError)")
    }

    func testReportSummarisesTheLearnersFiles() throws {
        let check = #"{"name": "adds", "status": "fail", "message": "expected 2 but got 3", "file": null, "line": null, "duration": 0, "output": null}"#
        let file = workbook.appendingPathComponent("ada.json")
        try Data(#"{"version": 1, "status": "fail", "katas": [{"id": "mixed", "status": "fail", "message": null, "checks": [\#(check)]}]}"#.utf8)
            .write(to: file)
        let result = kata("report", file.path)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("adds"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("expected 2 but got 3"), result.standardOutput)
        let none = kata("report", workbook.appendingPathComponent("Package.swift").path)
        XCTAssertEqual(none.status, 64)
        XCTAssertTrue(none.standardError.contains("none of the files is a `kata check --json` document"), none.standardError)
    }

    func testCompareMeasuresTheLearnersCodeWithoutAskingAndTheSolutionsOnlyOnceTheyPass() {
        let mine = kata("compare", "mixed", "--mine")
        XCTAssertEqual(mine.status, 0, mine.standardError)
        XCTAssertTrue(mine.standardOutput.hasPrefix("Your code (Katas/), measured now."), mine.standardOutput)
        let gated = kata("compare", "mixed")
        XCTAssertEqual(gated.status, 1)
        XCTAssertTrue(gated.standardOutput.contains("The reference solution of mixed opens once your code passes its checks"),
                      gated.standardOutput)
        let early = kata("compare", "mixed", "--now")
        XCTAssertEqual(early.status, 0, early.standardError)
        XCTAssertTrue(early.standardError.contains("before your code passes (--now, and no terminal to confirm on)"), early.standardError)
    }
}

/// A console that keeps what is written to it, safe to use from several threads.
final class RecordingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var written = ""
    private var writtenErrors = ""

    var output: String { lock.withLock { written } }
    var errors: String { lock.withLock { writtenErrors } }

    var console: Console {
        Console(style: .plain, isTerminal: false,
                write: { text in self.lock.withLock { self.written += text } },
                writeError: { text in self.lock.withLock { self.writtenErrors += text } })
    }
}
