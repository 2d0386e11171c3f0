import Foundation
import XCTest
@testable import Workbook

/// End-to-end: a run that waits for another says so at once and for whom; `kata check` reuses
/// what it can while a kata does not compile; a file edited after the build read it is checked
/// as it is now.
extension EndToEndTests {
    /// Starts `kata` in the fixture workbook, its standard output and error collected together.
    private func start(_ arguments: [String]) throws -> (Process, OutputCollector) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("kata")
        process.arguments = arguments
        process.currentDirectoryURL = Self.workbook
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, OutputCollector(output.fileHandleForReading))
    }

    /// A `kata run` stopped (SIGSTOP, as Ctrl-Z does) while it holds the build: the next run and
    /// `kata check` name it at once, say that it is stopped and what to do, and go on once it ends.
    func testARunStoppedWhileItHoldsTheBuildIsNamedAtOnce() throws {
        XCTAssertEqual(try runKata(["run", "passing"], in: Self.workbook).status, 0, "built once, so that the holder is quick to take the lock")
        let holderFile = Self.workbook.appendingPathComponent(".build/kata.lock.holder")
        try? FileManager.default.removeItem(at: holderFile)
        // "spinning ends" runs to the time limit: the first run holds the build for 30 s.
        let (first, _) = try start(["run", "mixed", "--timeout", "30"])
        let pid = first.processIdentifier
        defer {
            kill(pid, SIGKILL)
            first.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(120)
        while (try? String(contentsOf: holderFile, encoding: .utf8))?.hasPrefix("\(pid)\n") != true && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(try String(contentsOf: holderFile, encoding: .utf8), "\(pid)\nkata run mixed --timeout 30\n")
        XCTAssertEqual(kill(pid, SIGSTOP), 0)
        let stopping = Date().addingTimeInterval(5)
        while ProcessState.of(pid) != .stopped && Date() < stopping { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(ProcessState.of(pid), .stopped)

        let (second, secondOutput) = try start(["run", "passing"])
        let (check, checkOutput) = try start(["check", "--timeout", "1"])
        let stopped = "warning: waiting for another kata run that is stopped (process \(pid), kata run mixed --timeout 30)"
        XCTAssertTrue(secondOutput.waitFor(stopped, count: 1, timeout: 5), secondOutput.text)
        XCTAssertTrue(checkOutput.waitFor(stopped, count: 1, timeout: 5), checkOutput.text)
        XCTAssertTrue(secondOutput.text.contains("Bring it back with `fg` in its terminal, or end it: kill -KILL \(pid)."), secondOutput.text)

        // Continued, it is a run like any other again; ended, the others go on.
        XCTAssertEqual(kill(pid, SIGCONT), 0)
        XCTAssertTrue(secondOutput.waitFor("waiting for another kata run to finish with the build (process \(pid), kata run mixed --timeout 30)…",
                                           count: 1, timeout: 5), secondOutput.text)
        XCTAssertEqual(kill(pid, SIGKILL), 0)
        first.waitUntilExit()
        XCTAssertEqual(ProcessState.of(pid), .gone)
        second.waitUntilExit()
        check.waitUntilExit()
        XCTAssertEqual(second.terminationStatus, 0, secondOutput.text)
        XCTAssertTrue(secondOutput.text.contains("passing: all"), secondOutput.text)
        XCTAssertTrue(checkOutput.text.contains("passing"), checkOutput.text)
    }

    /// The fixture's `broken` kata never compiles: the others' results are reused all the same.
    func testCheckReusesTheResultsOfKatasThatCompileWhileAnotherDoesNot() throws {
        _ = try runKata(["check", "--json", "--timeout", "1"], in: Self.workbook)
        let again = try runKata(["check", "--json", "--timeout", "1"], in: Self.workbook)
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(again.standardOutput.utf8))
        let katas = Dictionary(uniqueKeysWithValues: document.katas.map { ($0.id, $0) })
        XCTAssertEqual(katas["broken"]?.status, "error")
        XCTAssertEqual(katas["passing"]?.reused, true, again.standardOutput)
        XCTAssertEqual(katas["mixed"]?.reused, true, again.standardOutput)
        // A kata whose file changes is run again.
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Passing.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
        try (original + "\n// edited\n").write(to: file, atomically: true, encoding: .utf8)
        let edited = try runKata(["check", "--json", "--timeout", "1"], in: Self.workbook)
        let afterEdit = try JSONDecoder().decode(ResultsDocument.self, from: Data(edited.standardOutput.utf8))
        XCTAssertEqual(afterEdit.katas.first { $0.id == "passing" }?.reused, false)
        XCTAssertEqual(afterEdit.katas.first { $0.id == "broken" }?.status, "error")
    }

    /// A file fixed after the build read it (here while the checks run, the last moments of a
    /// build being too short to aim at): the verdict is about the file as it is now.
    func testAFileEditedAfterTheBuildReadItIsCheckedAsItIsNow() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Mixed/Mixed.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
        let (run, output) = try start(["run", "mixed", "--timeout", "3"])
        XCTAssertTrue(output.waitFor("✗ tripling 2 gives 6", count: 1, timeout: 120), output.text)
        try original.replacingOccurrences(of: "value * 2", with: "value * 3").write(to: file, atomically: true, encoding: .utf8)
        run.waitUntilExit()
        XCTAssertTrue(output.text.contains("warning: a file of Katas/Mixed changed after the build read it: checking it again."), output.text)
        XCTAssertTrue(output.text.contains("✓ tripling 2 gives 6"), output.text)
        XCTAssertEqual(ProgressStore(root: Self.workbook).load().progress["mixed"].status, .failing)
    }
}
