import XCTest

/// What a submission cannot do to a grade: a second grade at once, file names made to break the
/// build or the platform's Markdown, and code that signals the grader each still end with a true
/// results file and the workbook put back.
extension EndToEndGradeTests {
    private func grade(_ submission: URL, format: String = "gradescope", output: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kataBin)
        process.arguments = ["grade", submission.path, "--format", format, "--output", output.path, "--timeout", "2"]
        process.currentDirectoryURL = Self.workbook
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        return process
    }

    private func tests(in results: URL) throws -> [String: String] {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: tests.compactMap { test in (test["name"] as? String).map { ($0, test["status"] as? String ?? "") } })
    }

    /// Two grades in one workbook at once take turns: each grades its own submission, and the
    /// second says it waits.
    func testTwoGradesAtOnceInOneWorkbookEachGradeTheirOwnSubmission() throws {
        let honest = Self.root.appendingPathComponent("honest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: honest, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: honest.appendingPathComponent("Katas"))
        try "func answer() -> Int { 42 }\n".write(to: honest.appendingPathComponent("Katas/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        let wrong = Self.root.appendingPathComponent("wrong-\(UUID().uuidString)")
        try makeCheatingSubmission(at: wrong)
        try "func answer() -> Int { 41 }\n".write(to: wrong.appendingPathComponent("Katas/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        let katas = snapshot(Self.workbook.appendingPathComponent("Katas"))
        let first = Self.root.appendingPathComponent("first.json"), second = Self.root.appendingPathComponent("second.json")
        let one = try grade(honest, output: first)
        usleep(300_000)
        let two = try grade(wrong, output: second)
        one.waitUntilExit()
        two.waitUntilExit()
        XCTAssertEqual(one.terminationStatus, 0)
        XCTAssertEqual(two.terminationStatus, 0)
        let honestTests = try tests(in: first), wrongTests = try tests(in: second)
        XCTAssertEqual(honestTests["passing · the greeting names the person"], "passed")
        XCTAssertEqual(honestTests["broken · the answer is 42"], "passed")
        XCTAssertEqual(wrongTests["passing · the greeting names the person"], "failed")
        XCTAssertEqual(wrongTests["broken · the answer is 42"], "failed")
        let waited = String(decoding: (two.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        XCTAssertTrue(waited.contains("waiting for another grade in this workbook to finish"), waited)
        XCTAssertEqual(snapshot(Self.workbook.appendingPathComponent("Katas")), katas, "the instructor's katas are back")
    }

    /// A file name with a line break is not taken; names with HTML, Markdown and escape
    /// sequences are shown as text in Gradescope's Markdown.
    func testFileNamesMadeToBreakTheBuildOrTheMarkdownAreData() throws {
        let submission = Self.root.appendingPathComponent("names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: submission.appendingPathComponent("Katas"))
        let passing = submission.appendingPathComponent("Katas/Passing")
        try "let broken = \n".write(to: passing.appendingPathComponent("Line\nBreak.swift"), atomically: true, encoding: .utf8)
        try "x".write(to: submission.appendingPathComponent("<img src=x onerror=alert(1)>[link](javascript:alert(1)).md"), atomically: true, encoding: .utf8)
        try "x".write(to: submission.appendingPathComponent("\u{1B}[31mred"), atomically: true, encoding: .utf8)
        let results = Self.root.appendingPathComponent("names.json")
        let run = try grade(submission, output: results)
        run.waitUntilExit()
        XCTAssertEqual(run.terminationStatus, 0)
        XCTAssertEqual(try tests(in: results)["passing · the greeting names the person"], "passed", "the file with a line break was not taken")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
        let output = try XCTUnwrap(document["output"] as? String)
        XCTAssertTrue(output.contains(#"Katas/Passing/Line\\nBreak.swift (a name with a control character, such as a line break)"#), output)
        XCTAssertTrue(output.contains(#"\<img src=x onerror=alert(1)\>\[link\](javascript:alert(1)).md"#), output)
        XCTAssertNil(output.range(of: #"(?<!\\)[<\[]"#, options: .regularExpression), "no unescaped < or [: " + output)
        XCTAssertFalse(output.contains("\u{1B}"), output)
        XCTAssertTrue(output.contains(#"\\u{1B}\[31mred"#), output)
    }

    /// Code that sends SIGKILL and SIGSTOP to every process above its check (the grader among
    /// them) changes nothing: the grade ends, with its results, and the workbook is put back.
    /// (Kata code may not call `kill` at all; the fixture's catalog allows it in `passing`, so
    /// that the run-time wall behind that refusal is tried too.)
    func testCodeThatSignalsTheGraderChangesNothing() throws {
        let submission = Self.root.appendingPathComponent("signals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: submission.appendingPathComponent("Katas"))
        try """
            import Foundation

            func parent(of pid: Int32) -> Int32 {
                guard let stat = try? String(contentsOfFile: "/proc/\\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return 1 }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                return fields.count > 1 ? Int32(fields[1]) ?? 1 : 1
            }

            /// Stops, then kills, every process above the check's supervisor up to the grader
            /// (`kata`), and no further: the test's own processes are spared if the signals go through.
            func greeting(for name: String) -> String {
                var pid = parent(of: getppid())
                while pid > 1 {
                    kill(pid, SIGSTOP)
                    kill(pid, SIGKILL)
                    let name = (try? String(contentsOfFile: "/proc/\\(pid)/comm", encoding: .utf8)) ?? "kata"
                    if name.hasPrefix("kata") { break }
                    pid = parent(of: pid)
                }
                return "Hello, \\(name)!"
            }
            """.write(to: submission.appendingPathComponent("Katas/Passing/Passing.swift"), atomically: true, encoding: .utf8)
        let katas = snapshot(Self.workbook.appendingPathComponent("Katas"))
        let results = Self.root.appendingPathComponent("signals.json")
        let run = try grade(submission, output: results)
        let deadline = Date().addingTimeInterval(300)
        while run.isRunning && Date() < deadline { usleep(100_000) }
        XCTAssertFalse(run.isRunning, "the grade ended")
        XCTAssertEqual(run.terminationStatus, 0)
        #if os(Linux)
        XCTAssertEqual(try tests(in: results)["passing · the greeting names the person"], "passed", "the signals were denied")
        #endif
        XCTAssertEqual(snapshot(Self.workbook.appendingPathComponent("Katas")), katas, "the instructor's katas are back")
    }
}

extension EndToEndGradeTests {
    /// The results file exists from the grade's first moment and says the grade did not finish,
    /// so a grade ended by SIGKILL from outside leaves a true results file; and a disk that fills
    /// up during the grade does not keep the results from being written (their space is reserved).
    func testAGradeEndsWithATrueResultsFileWhenKilledOrWhenTheDiskFills() throws {
        #if os(Linux)
        let disk = Self.root.appendingPathComponent("tiny-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mounted = try runProgram("/bin/mount", ["-t", "tmpfs", "-o", "size=20m", "tmpfs", disk.path], in: Self.root)
        try XCTSkipIf(mounted.status != 0, "a small file system cannot be mounted here (root needed): \(mounted.standardError)")
        defer { _ = try? runProgram("/bin/umount", [disk.path], in: Self.root) }
        let submission = Self.root.appendingPathComponent("full-\(UUID().uuidString)")
        try makeCheatingSubmission(at: submission)
        let results = disk.appendingPathComponent("results.json")
        let katas = snapshot(Self.workbook.appendingPathComponent("Katas"))

        // Killed from outside: the placeholder stays, and says so; the guardian puts the
        // instructor's katas back at once.
        let killed = try grade(submission, output: results)
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: results.path) && Date() < deadline { usleep(20_000) }
        let installed = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: Self.workbook.appendingPathComponent(".kata/grading/complete").path) && Date() < installed {
            usleep(20_000)
        }
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        let restored = Date().addingTimeInterval(10)
        while snapshot(Self.workbook.appendingPathComponent("Katas")) != katas && Date() < restored { usleep(100_000) }
        XCTAssertEqual(snapshot(Self.workbook.appendingPathComponent("Katas")), katas, "the instructor's katas are back within seconds")
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.workbook.appendingPathComponent(".kata/grading").path))
        let placeholder = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
        XCTAssertEqual(placeholder["score"] as? Double, 0)
        XCTAssertTrue((placeholder["output"] as? String ?? "").contains("The grade did not finish"), "\(placeholder)")
        try FileManager.default.removeItem(at: results)

        // The disk fills while it grades: the results are written all the same.
        let full = try grade(submission, output: results)
        while !FileManager.default.fileExists(atPath: results.path) && Date() < deadline.addingTimeInterval(60) { usleep(20_000) }
        _ = try runProgram("/bin/sh", ["-c", "dd if=/dev/zero of='\(disk.path)/fill' bs=1M 2>/dev/null; true"], in: Self.root)
        XCTAssertEqual(try runProgram("/bin/sh", ["-c", "echo x > '\(disk.path)/more'"], in: Self.root).status == 0, false, "the disk is full")
        full.waitUntilExit()
        XCTAssertEqual(full.terminationStatus, 0)
        XCTAssertEqual(try tests(in: results)["passing · the greeting names the person"], "failed", "the results, not the placeholder")
        #endif
    }
}

extension EndToEndGradeTests {
    /// A submission that declares a symbol of the checks' library again (through an attribute
    /// that names a symbol) and one whose build never ends each grade as katas that do not
    /// compile, with the reason, in a results file, within the time limit; the workbook is back.
    func testASecondDefinitionOfAKataKitSymbolOrABuildThatNeverEndsIsAKataThatDoesNotCompile() throws {
        let katas = snapshot(Self.workbook.appendingPathComponent("Katas"))
        let symbol = Self.root.appendingPathComponent("symbol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: symbol, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: symbol.appendingPathComponent("Katas"))
        try """
            @_silgen_name("$s7KataKit11expectEqualyyx_xSSyXKs12StaticStringVSutSQRzlF")
            func expectEqual(_ a: Int, _ b: Int)
            """.write(to: symbol.appendingPathComponent("Katas/Passing/Symbol.swift"), atomically: true, encoding: .utf8)
        let first = Self.root.appendingPathComponent("symbol.json")
        let run = try grade(symbol, output: first)
        run.waitUntilExit()
        XCTAssertEqual(run.terminationStatus, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: first)) as? [String: Any])
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        let compiles = try XCTUnwrap(tests.first { $0["name"] as? String == "passing · compiles" }, "\(tests.map { $0["name"] ?? "" })")
        XCTAssertEqual(compiles["status"] as? String, "failed")
        XCTAssertTrue((compiles["output"] as? String ?? "").contains("the attribute @_silgen_name is not allowed in kata code"), "\(compiles)")

        // A build that runs past the limit: each kata that must be built does not compile, saying why.
        let slow = Self.root.appendingPathComponent("slow-\(UUID().uuidString)")
        try makeCheatingSubmission(at: slow)
        let second = Self.root.appendingPathComponent("slow.json")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kataBin)
        process.arguments = ["grade", slow.path, "--format", "gradescope", "--output", second.path, "--timeout", "2"]
        process.currentDirectoryURL = Self.workbook
        process.environment = ProcessInfo.processInfo.environment.merging(["KATA_BUILD_TIME_LIMIT": "0.01"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = Date()
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 120, "within the time budget")
        let slowDocument = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: second)) as? [String: Any])
        let slowTests = try XCTUnwrap(slowDocument["tests"] as? [[String: Any]])
        let broken = try XCTUnwrap(slowTests.first { $0["name"] as? String == "broken · compiles" }, "\(slowTests.map { $0["name"] ?? "" })")
        XCTAssertTrue((broken["output"] as? String ?? "").contains("took longer than 0.01 s and was stopped"), "\(broken)")
        XCTAssertEqual(snapshot(Self.workbook.appendingPathComponent("Katas")), katas, "the instructor's katas are back")
    }
}
