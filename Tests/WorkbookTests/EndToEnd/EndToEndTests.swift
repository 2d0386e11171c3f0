import XCTest

/// Runs the built `kata` binary on a workbook of fixture katas (Fixtures/Workbook) copied, with
/// the real KataKit, to a temporary folder: what the user sees, and the exit codes.
final class EndToEndTests: XCTestCase {
    /// One copy of the fixture workbook for the whole class, so that it is built once.
    nonisolated(unsafe) static var workbook: URL!

    override class func setUp() {
        workbook = makeFixtureWorkbook()
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: workbook)
    }

    private func kata(_ arguments: String...) throws -> CommandOutput {
        try runKata(arguments, in: Self.workbook)
    }

    func testRunShowsEachCheckAndWhatToDoNext() throws {
        let result = try kata("run", "mixed", "--timeout", "1")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, """
            mixed: Passes, fails, traps, hangs and prints
            Checking your code (Katas/Mixed)…

            ✓ doubling 2 gives 4
            ✗ tripling 2 gives 6
                triple(2): expected 6 but got 4
                  your code at Katas/Mixed/Mixed.swift:5 (triple)
            ✗ unfinished code is finished (crashed)
                Fatal error: TODO: write unfinished()
                  your code at Katas/Mixed/Mixed.swift:10
            ✗ spinning ends (timed out)
                did not finish within 1 s: look for an endless loop, or an await that is never resumed
            ✓ chatty code still answers
                output:
                │ hello from the learner's code
                │ a second line

            mixed: 2 of 5 checks pass (3 to go)
            Open Katas/Mixed/Mixed.swift, make the first failing check pass, and run swift run kata run mixed again.
            Stuck? swift run kata hint mixed

            """)
        XCTAssertEqual(result.standardError, "")
    }

    func testVerboseAlsoShowsWhereInTheHiddenChecksAFailureWasRecorded() throws {
        let result = try kata("run", "mixed", "--timeout", "1", "--verbose")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.contains("""
                triple(2): expected 6 but got 4
                  your code at Katas/Mixed/Mixed.swift:5 (triple)
                  check at Sources/Checks/Mixed/MixedChecks.swift:8
            """), result.standardOutput)
    }

    /// A learner who renames what the checks call sees their API next to the starter's, not the
    /// compiler's errors inside the hidden checks.
    func testCodeTheChecksCannotUseIsShownNextToTheStartersAPI() throws {
        let mixed = Self.workbook.appendingPathComponent("Katas/Mixed/Mixed.swift")
        let original = try String(contentsOf: mixed, encoding: .utf8)
        try original.replacingOccurrences(of: "func triple(_ value: Int)", with: "func tripled(_ value: Int)")
            .write(to: mixed, atomically: true, encoding: .utf8)
        defer { try? original.write(to: mixed, atomically: true, encoding: .utf8) }
        let result = try kata("run", "mixed", "--timeout", "1")
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            mixed: Passes, fails, traps, hangs and prints
            Checking your code (Katas/Mixed)…

            The hidden checks could not use your code (1 error in Sources/Checks/; --verbose shows them). They call it as the starter declared it:
              triple
                yours:     none: renamed or removed?
                starter's: func triple(_ value: Int) -> Int   (Starters/Mixed/Mixed.swift:5)
                cannot find 'triple' in scope
            Keep the starter's type names, kinds (class, struct, actor) and signatures for what the checks call.

            mixed does not compile (1 error).
            Give your code the starter's API back, then run swift run kata run mixed again.
            To start this kata over from its starter: swift run kata reset mixed (your files are backed up first).

            """)
        let verbose = try kata("run", "mixed", "--timeout", "1", "--verbose")
        XCTAssertTrue(verbose.standardOutput.contains("Sources/Checks/Mixed/MixedChecks.swift:8:"), verbose.standardOutput)
        XCTAssertTrue(verbose.standardOutput.contains("(1 error in Sources/Checks/, above)"), verbose.standardOutput)
    }

    func testRunOfCodeThatDoesNotCompileShowsOnlyTheDiagnostics() throws {
        let result = try kata("run", "broken")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, """
            broken: Does not compile
            Checking your code (Katas/Broken)…

            Katas/Broken/Broken.swift:2:12: error: cannot convert return expression of type 'String' to return type 'Int'
            1 | func answer() -> Int {
            2 |     return "forty-two"
              |            `- error: cannot convert return expression of type 'String' to return type 'Int'
            3 | }
            4 |\u{20}

            broken does not compile (1 error).
            Fix the first error, then run swift run kata run broken again.
            To start this kata over from its starter: swift run kata reset broken (your files are backed up first).

            """)
    }

    func testRunOfPassingKata() throws {
        let result = try kata("run", "passing")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasSuffix("""
            ✓ the greeting names the person
            ✓ the greeting of an empty name still greets

            passing: all 2 checks pass.
            Compare with the reference: swift run kata solution passing --diff
            That was the last kata. Well done!

            """), result.standardOutput)
    }

    func testCheckJSONHasOneDocumentAndTheWorstExitCode() throws {
        let result = try kata("check", "--json", "--timeout", "1")
        XCTAssertEqual(result.status, 2, "one fixture kata does not compile")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        XCTAssertEqual(document["status"] as? String, "error")
        let katas = try XCTUnwrap(document["katas"] as? [[String: Any]])
        XCTAssertEqual(katas.map { $0["id"] as? String }, ["broken", "mixed", "hostile", "noisy", "passing"])
        XCTAssertEqual(katas.map { $0["status"] as? String }, ["error", "fail", "fail", "fail", "pass"])
        let checks = try XCTUnwrap(katas[1]["checks"] as? [[String: Any]])
        XCTAssertEqual(checks.map { $0["status"] as? String }, ["pass", "fail", "crash", "timeout", "pass"])
        XCTAssertEqual(checks[2]["file"] as? String, "Katas/Mixed/Mixed.swift")
        XCTAssertEqual(checks[2]["line"] as? Int, 10)
        XCTAssertEqual(checks[4]["output"] as? String, "hello from the learner's code\na second line\n")
        XCTAssertEqual(checks[1]["file"] as? String, "Sources/Checks/Mixed/MixedChecks.swift")
        XCTAssertEqual(checks[1]["codeFile"] as? String, "Katas/Mixed/Mixed.swift", "the learner's triple(_:)")
        XCTAssertEqual(checks[1]["codeLine"] as? Int, 5)
        XCTAssertEqual(checks[2]["codeFile"] as? String, "Katas/Mixed/Mixed.swift")
        XCTAssertEqual(checks[2]["codeLine"] as? Int, 10)
        XCTAssertEqual(Set(checks[0].keys), ["name", "kind", "status", "message", "file", "line", "codeFile", "codeLine", "duration", "output"])
        XCTAssertEqual(checks.map { $0["kind"] as? String }, Array(repeating: "behaviour", count: 5))
    }

    func testListNeedsNoBuildAndShowsStatus() throws {
        let result = try kata("list")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("1   broken   Does not compile"), result.standardOutput)
    }

    func testUnknownKataIsAUsageError() throws {
        let result = try kata("run", "mixd")
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            error: there is no kata 'mixd'
            Did you mean 'mixed'?
            Katas: broken, mixed, hostile, noisy, passing (or their numbers in `kata list`, 1 to 5)

            """)
    }

    func testColourOnlyWhenAsked() throws {
        XCTAssertFalse(try kata("list").standardOutput.contains("\u{1B}["), "stdout is a pipe: no colour")
        XCTAssertTrue(try kata("list", "--color").standardOutput.contains("\u{1B}["))
    }

    func testHintsAreShownOneAtATimeAndRemembered() throws {
        let first = try kata("hint", "passing")
        XCTAssertTrue(first.standardOutput.hasPrefix("Hint 1 of 3 for passing\n\nOnly hint.\n"), first.standardOutput)
        let second = try kata("hint", "passing")
        XCTAssertTrue(second.standardOutput.hasPrefix("Hint 2 of 3 for passing\n\nSecond.\n"), second.standardOutput)
        let all = try kata("hint", "passing", "--all")
        XCTAssertEqual(all.standardOutput, "Hint 1 of 3\nOnly hint.\n\nHint 2 of 3\nSecond.\n\nHint 3 of 3\nThird.\n\n")
    }

    func testResetBacksUpTheLearnersFilesAndRestoresTheStarter() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Mixed/Mixed.swift")
        let starter = try String(contentsOf: file, encoding: .utf8)
        try (starter + "// my work\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try kata("reset", "mixed")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), starter)
        let backupLine = try XCTUnwrap(result.standardOutput.split(separator: "\n").first)
        let backup = try XCTUnwrap(backupLine.split(separator: " ").last).dropLast() // "…/"
        XCTAssertTrue(backup.hasPrefix(".kata/backups/mixed-"), String(backup))
        XCTAssertEqual(try String(contentsOf: Self.workbook.appendingPathComponent("\(backup)/Mixed.swift"), encoding: .utf8),
                       starter + "// my work\n")
    }

    func testSolutionDiff() throws {
        let result = try kata("solution", "mixed", "--diff", "--now")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.hasPrefix("""
            --- Katas/Mixed/Mixed.swift
            +++ Solutions/Mixed/Mixed.swift
            @@ -3,16 +3,15 @@
             }
             \n func triple(_ value: Int) -> Int {
            -    value * 2
            +    value * 3
            """), result.standardOutput)
    }

    func testCorruptProgressIsMovedAsideAndTheCommandStillWorks() throws {
        let directory = Self.workbook.appendingPathComponent(".kata")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.appendingPathComponent("progress.json"))
        let result = try kata("list")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardError.hasPrefix("warning: .kata/progress.json could not be read, so it was moved to .kata/progress.corrupt-"),
                      result.standardError)
        XCTAssertTrue(result.standardOutput.contains("broken"))
    }

    func testVersionAndHelp() throws {
        XCTAssertEqual(try kata("--version").standardOutput, "0.1.0\n")
        let help = try kata("help")
        XCTAssertTrue(help.standardOutput.hasPrefix("OVERVIEW: Architecture katas for Swift"), help.standardOutput)
        XCTAssertTrue(try kata("run", "--help").standardOutput.contains("USAGE: kata run [<kata>] [--solution] [--act <1|2>] [--json] [--timeout <seconds>]"))
    }
}

extension EndToEndTests {
    /// Not a terminal: watch runs the kata, re-runs it when a file is saved, and stops at the end of input.
    func testWatchReRunsOnSaveAndStopsAtEndOfInput() throws {
        let (process, input, collected) = try startWatch("passing")
        XCTAssertTrue(collected.waitFor("Watching Katas/Passing", count: 1, timeout: 60), collected.text)
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Passing.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try (original + "// saved\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
        XCTAssertTrue(collected.waitFor("kata watch: running passing", count: 2, timeout: 60), collected.text)
        XCTAssertTrue(collected.waitFor("passing: all 2 checks pass.", count: 2, timeout: 60), collected.text)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}

extension EndToEndTests {
    /// Starts `kata watch <kata>` with piped input, and collects what it prints.
    func startWatch(_ kata: String) throws -> (Process, Pipe, OutputCollector) {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("kata")
        process.arguments = ["watch", kata]
        process.currentDirectoryURL = Self.workbook
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return (process, input, OutputCollector(output.fileHandleForReading))
    }
}

/// Collects a pipe's text as it arrives, so a test can wait for a line.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                self.lock.withLock { self.data.append(chunk) }
            }
        }
    }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    func waitFor(_ needle: String, count: Int, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if text.components(separatedBy: needle).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }
}

extension EndToEndTests {
    /// Ctrl-C in the middle of a run: the child processes end, the learner is told, exit 130.
    func testInterruptEndsChildrenAndSaysNothingWasLost() throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("kata")
        process.arguments = ["run", "mixed", "--timeout", "30"]
        process.currentDirectoryURL = Self.workbook
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let collected = OutputCollector(output.fileHandleForReading)
        // The fourth check spins forever: interrupt while it runs.
        XCTAssertTrue(collected.waitFor("unfinished code is finished", count: 1, timeout: 60), collected.text)
        Thread.sleep(forTimeInterval: 0.3)
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(errorText, "\nInterrupted. Your code and your progress are as they were before this run.\n")
        let leftovers = try runProgram("/bin/sh", ["-c", "ps -eo stat,args | grep '[M]ixedChecks' | grep -F '\(Self.workbook.path)' | grep -v '^Z' || true"],
                                       in: Self.workbook)
        XCTAssertEqual(leftovers.standardOutput, "", "no checks process is left running")
    }
}

extension EndToEndTests {
    func testNumbersFromListWorkWhereverAnIdDoes() throws {
        let byNumber = try kata("run", "5")
        XCTAssertEqual(byNumber.status, 0, byNumber.standardError)
        XCTAssertEqual(byNumber.standardOutput, try kata("run", "passing").standardOutput)
        XCTAssertTrue(try kata("hint", "2").standardOutput.hasPrefix("Hint 1 of 3 for mixed"))
    }

    func testCompareSaysWhoseCodeItMeasured() throws {
        let solutions = try kata("compare", "mixed", "--now")
        XCTAssertEqual(solutions.status, 0, solutions.standardError)
        XCTAssertTrue(solutions.standardOutput.hasPrefix("""
            The reference solutions (Solutions/), measured now. Your code instead: add --mine.

            reference solution       files     lines
            """), solutions.standardOutput)
        let mine = try kata("compare", "mixed", "--mine")
        XCTAssertTrue(mine.standardOutput.hasPrefix("""
            Your code (Katas/), measured now. The reference solutions instead: leave out --mine.

            your code       files     lines
            """), mine.standardOutput)
    }
}

extension EndToEndTests {
    /// The first failing check's own file, not the kata's first file, is the one to open.
    func testNextStepNamesTheFileWhereTheFirstFailingCheckFailed() throws {
        let mixed = Self.workbook.appendingPathComponent("Katas/Mixed/Mixed.swift")
        let split = Self.workbook.appendingPathComponent("Katas/Mixed/Triple.swift")
        let original = try String(contentsOf: mixed, encoding: .utf8)
        let triple = "func triple(_ value: Int) -> Int {\n    value * 2\n}\n"
        try original.replacingOccurrences(of: triple, with: "").write(to: mixed, atomically: true, encoding: .utf8)
        try triple.write(to: split, atomically: true, encoding: .utf8)
        defer {
            try? FileManager.default.removeItem(at: split)
            try? original.write(to: mixed, atomically: true, encoding: .utf8)
        }
        let result = try kata("run", "mixed", "--timeout", "1")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("""
            ✗ tripling 2 gives 6
                triple(2): expected 6 but got 4
                  your code at Katas/Mixed/Triple.swift:1 (triple)
            """), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("Open Katas/Mixed/Triple.swift, make the first failing check pass"),
                      result.standardOutput)
    }

    /// Watch reads whole lines: `clear` typed into it does nothing but say so; `q` ends it at
    /// once, even in the middle of a run, and leaves no checks process behind.
    func testWatchIgnoresWhatIsNotACommandAndQuitsAtOnce() throws {
        let (process, input, collected) = try startWatch("mixed")
        defer { if process.isRunning { process.terminate() } }
        XCTAssertTrue(collected.waitFor("Watching Katas/Mixed", count: 1, timeout: 90), collected.text)
        XCTAssertTrue(collected.text.contains("""
            Open Katas/Mixed/Mixed.swift, make the first failing check pass, and save: watch runs the checks again.
            Stuck? type h and press Enter for a hint

            Watching Katas/Mixed: save a file to run the checks again.
            Commands (a letter, then Enter): h hint · l list · r run again · n next kata · q quit
            """), collected.text)
        input.fileHandleForWriting.write(Data("clear\n".utf8))
        XCTAssertTrue(collected.waitFor("'clear' is not a watch command, so nothing was done.", count: 1, timeout: 10), collected.text)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertFalse(collected.text.contains("katas passing"), "no list")
        XCTAssertEqual(collected.text.components(separatedBy: "kata watch: running mixed").count - 1, 1, "no second run")

        input.fileHandleForWriting.write(Data("r\n".utf8))
        XCTAssertTrue(collected.waitFor("unfinished code is finished", count: 2, timeout: 60), collected.text)
        Thread.sleep(forTimeInterval: 0.3) // the next check spins until its timeout, 5 s
        let asked = Date()
        input.fileHandleForWriting.write(Data("q\n".utf8))
        process.waitUntilExit()
        XCTAssertLessThan(Date().timeIntervalSince(asked), 2.5, "q does not wait for the run to end")
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(collected.waitFor("Stopped watching.", count: 1, timeout: 5), collected.text)
        // Only this workbook's: other test runs on the machine may have checks processes of their own.
        let leftovers = try runProgram("/bin/sh", ["-c", "ps -eo stat,args | grep '[M]ixedChecks' | grep -F '\(Self.workbook.path)' | grep -v '^Z' || true"],
                                       in: Self.workbook)
        XCTAssertEqual(leftovers.standardOutput, "", "no checks process is left running")
    }
}
