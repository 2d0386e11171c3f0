import XCTest
@testable import Workbook

/// The runner against code that prints without end, prints a lot, forges results, leaves work
/// behind or kills the runner's processes: `kata` ends, reports every check, and reports no
/// pass that did not happen.
extension EndToEndTests {
    private struct Verdict: Equatable {
        var name: String
        var status: String
        var message: String?
        var file: String?
        var line: Int?
    }

    private func document(_ result: CommandOutput) throws -> ResultsDocument {
        try JSONDecoder().decode(ResultsDocument.self, from: Data(result.standardOutput.utf8))
    }

    func testNothingTheCodePrintsOrForgesOrLeavesBehindChangesAVerdict() throws {
        try checkHostileVerdicts(environment: [:])
    }

    /// The same verdicts when each check's process is started from the executable, as on macOS,
    /// instead of forked by a check server (Linux).
    func testNothingChangesAVerdictWithoutTheCheckServer() throws {
        try checkHostileVerdicts(environment: ["KATA_CHECK_SERVER": "0"])
    }

    /// Also: what the code starts (a child, a daemon in its own session, a shell's orphan, a
    /// child of a task's thread with signals blocked) ends with its check; the code cannot open
    /// the terminal; a signal it sends its parent or its process group ends or stops only its
    /// own check, reported as a crash of it; and nothing is left running after the run.
    private func checkHostileVerdicts(environment: [String: String]) throws {
        let mark = "4242.\(Int.random(in: 10_000...99_999))"
        let result = try runKata(["run", "hostile", "--json"], in: Self.workbook,
                                 environment: environment.merging(["HOSTILE_MARK": mark]) { $1 }, timeout: 300)
        XCTAssertEqual(result.status, 1, result.standardError)
        let checks = try XCTUnwrap(try document(result).katas.first).checks
        let wrong = "answer(): expected 42 but got 41"
        let checksFile = "Sources/Checks/Hostile/HostileChecks.swift"
        func endedTwice(by signal: String) -> String {
            "the check's process was ended by \(signal) twice, in two processes: something outside the check ended it, "
                + "or the code sent \(signal) to its parent or its process group (which ends only its own check)"
        }
        #if os(Linux)
        let network = "the code tried to open a network connection; in this kata only the injected transport may talk to a server"
        let program = "the code tried to start a program (exec); a check's code never needs one, and the kata's code may not run other programs"
        // Denied and reported, even though the code swallows each error.
        let effects = [
            Verdict(name: "a request through URLSession.shared is denied and reported", status: "fail", message: network),
            Verdict(name: "curl started through Process is denied and reported", status: "fail", message: program),
            Verdict(name: "a raw network socket is denied and reported", status: "fail", message: network),
            Verdict(name: "exec of a shell is denied and reported", status: "fail", message: program),
            Verdict(name: "a local socket pair still works", status: "pass"),
            // Landlock: denied, not reported (the check sees the write fail).
            Verdict(name: "a file written outside the temporary folders is denied", status: "pass"),
            Verdict(name: "a file in the temporary folder can be written", status: "pass"),
            // Landlock's reads, seccomp's metadata and signals: denied.
            Verdict(name: "the reference, the hidden checks, the workbook's state and the process's memory cannot be read", status: "pass"),
            Verdict(name: "the mode, times, attributes and immutable flag of a file outside the temporary folders cannot be changed", status: "pass"),
            Verdict(name: "no process above the check's supervisor can be signalled", status: "pass"),
            // The listener is the supervisor's: the threads find nothing to answer, and the attempts are reported.
            Verdict(name: "threads that answer the effects filter themselves cannot let a connection through", status: "fail", message: network),
        ]
        let reportedProgram = "\n" + program
        let signalled = [
            Verdict(name: "killing its parent ends only this check", status: "crash", message: endedTwice(by: "SIGKILL")),
            Verdict(name: "killing its process group ends only this check", status: "crash", message: endedTwice(by: "SIGKILL")),
            Verdict(name: "terminating its process group ends only this check", status: "crash", message: endedTwice(by: "SIGTERM")),
        ]
        #else
        // The sandbox profile of a Mac denies but does not report: what it does there is for a Mac to
        // confirm (MAINTAINERS.md), so the effects' checks are not compared there.
        let effects: [Verdict] = []
        let reportedProgram = ""
        // On macOS a check's parent is `kata`: the fixture does not signal it there.
        let signalled = [
            Verdict(name: "killing its parent ends only this check", status: "fail", message: "signalAndWait(parent, SIGKILL): expected 42 but got 41", file: checksFile, line: 32),
            Verdict(name: "killing its process group ends only this check", status: "crash", message: endedTwice(by: "SIGKILL")),
            Verdict(name: "terminating its process group ends only this check", status: "crash", message: endedTwice(by: "SIGTERM")),
        ]
        #endif
        let verdicts = checks.map { Verdict(name: $0.name, status: $0.status, message: $0.message, file: $0.file, line: $0.line) }
        XCTAssertEqual(Array(verdicts.prefix(15 + effects.count)), [
            Verdict(name: "the answer is 42", status: "fail", message: wrong, file: checksFile, line: 13),
            Verdict(name: "a thread that prints result-like lines does not make checks pass", status: "fail", message: wrong,
                    file: checksFile, line: 16),
            Verdict(name: "forged results on every descriptor are refused", status: "fail", message: wrong,
                    file: checksFile, line: 20),
            Verdict(name: "spinning tasks left behind", status: "pass"),
            Verdict(name: "code that answers on another task is not starved", status: "pass"),
            Verdict(name: "killing the spare processes, then trapping", status: "crash",
                    message: "Fatal error: after killing the spares", file: "Katas/Hostile/Hostile.swift", line: 92),
            Verdict(name: "output that is not UTF-8 does not hide a trap", status: "crash",
                    message: "Fatal error: after bytes that are not UTF-8", file: "Katas/Hostile/Hostile.swift", line: 115),
            Verdict(name: "the answer is still 42", status: "fail", message: wrong, file: checksFile, line: 26),
            Verdict(name: "processes the code starts end with the check", status: "fail", message: wrong + reportedProgram,
                    file: checksFile, line: 29),
            Verdict(name: "the code cannot reach the terminal", status: "pass"),
        ] + signalled + [
            Verdict(name: "stopping its parent does not stop the runner", status: "fail", message: wrong, file: checksFile, line: 39),
            Verdict(name: "a pass signed with a key found in memory is refused", status: "fail", message: wrong, file: checksFile, line: 43),
        ] + effects)
        XCTAssertEqual(checks.first { $0.name.hasPrefix("a pass signed with a key") }?.output, "keys found in memory: 0\n", "no copy of the request line is left in memory")
        XCTAssertEqual(checks.first { $0.name.hasPrefix("output that is not UTF-8") }?.output, "bad\u{FFFD}\u{FFFD}")
        #if os(Linux)
        // Only Linux has a child subreaper (PR_SET_CHILD_SUBREAPER): on macOS, Foundation's
        // `Process` starts each child in a process group of its own, which outlives the check
        // (MAINTAINERS.md, "Processes, on macOS").
        XCTAssertEqual(try leftovers(matching: mark), "", "what the code started ended with its check")
        #endif
        XCTAssertEqual(try leftovers(matching: Self.workbook.path), "", "no checks process is left")
    }

    func testPrintingCodeTimesOutAndItsOutputIsCutToItsHeadAndTail() throws {
        let temporary = try makeEmptyFolder()
        let result = try runKata(["run", "noisy", "--json", "--timeout", "1"], in: Self.workbook,
                                 environment: ["TMPDIR": temporary.path], timeout: 300)
        XCTAssertEqual(result.status, 1, result.standardError)
        let checks = try XCTUnwrap(try document(result).katas.first).checks
        XCTAssertEqual(checks.map(\.status), ["timeout", "pass"])
        XCTAssertLessThan(checks[0].duration, 3, "a printing endless loop is ended soon after its time limit")
        let endless = try XCTUnwrap(checks[0].output)
        XCTAssertTrue(endless.hasPrefix("attempt 1 failed, retrying\nattempt 2 failed, retrying\n"), String(endless.prefix(100)))
        XCTAssertTrue(endless.contains(" bytes cut …]\n"), "says how much was cut")
        XCTAssertLessThan(endless.utf8.count, 20_000)
        let long = try XCTUnwrap(checks[1].output)
        let line = String(repeating: "x", count: 99) + "\n"
        XCTAssertTrue(long.hasPrefix(line + line), String(long.prefix(300)))
        XCTAssertTrue(long.hasSuffix(line + "done\n"), String(long.suffix(300)))
        let cut = try XCTUnwrap(long.split(separator: "\n").first { $0.hasPrefix("[… ") })
        let kept = long.utf8.count - cut.utf8.count - 2
        XCTAssertEqual(cut, "[… \(100_000 * 100 + 5 - kept) bytes cut …]")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "no file is left behind")
    }

    /// Ctrl-C while a check prints: no process and no file is left behind.
    func testInterruptWhilePrintingLeavesNothingBehind() throws {
        let temporary = try makeEmptyFolder()
        _ = try runKata(["run", "noisy", "--timeout", "1"], in: Self.workbook, timeout: 300) // built
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("kata")
        process.arguments = ["run", "noisy", "--timeout", "30"]
        process.currentDirectoryURL = Self.workbook
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while try runProgram("/bin/sh", ["-c", "pgrep -P \(process.processIdentifier) -f NoisyChecks || true"], in: Self.workbook)
            .standardOutput.isEmpty, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        Thread.sleep(forTimeInterval: 0.5)
        process.interrupt()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "no file is left behind")
        // Only this workbook's: other test runs on the machine may have checks processes of their own.
        let leftovers = try runProgram("/bin/sh", ["-c", "ps -eo stat,args | grep '[N]oisyChecks' | grep -F '\(Self.workbook.path)' | grep -v '^Z' || true"],
                                       in: Self.workbook)
        XCTAssertEqual(leftovers.standardOutput, "", "no checks process is left running")
    }

    #if os(Linux)
    /// A check server forks each check's process, which runs the check as a started one does;
    /// once the server is gone, it gives no more processes and the runner starts them itself.
    func testACheckServerForksEachChecksProcessUntilItIsGone() throws {
        _ = try runKata(["run", "passing"], in: Self.workbook, timeout: 300) // built
        let executable = try kataProducts(in: Self.workbook).appendingPathComponent("PassingChecks").path
        let environment = ["KATA_SOURCES": Self.workbook.appendingPathComponent("Katas/Passing").path]
        let server = try CheckServerConnection(executable: executable, environment: environment)
        defer { server.end() }
        let child = try XCTUnwrap(server.fork())
        let status = try String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8)
        XCTAssertTrue(status.contains("PPid:\t\(server.pid)\n"), "forked by the server")
        let outcomes = CheckProcess(child).run([0], plan: nil, timeout: 10)
        guard case .finished(let result) = outcomes.first?.ending else { return XCTFail("\(outcomes)") }
        XCTAssertEqual(result.status, .pass)
        XCTAssertEqual(outcomes.first?.plan?.canServe, true)

        let orphan = try XCTUnwrap(server.fork())
        kill(server.pid, SIGKILL)
        XCTAssertNil(server.fork(), "a server that is gone gives no process")
        orphan.terminate()
        let end = orphan.waitForEnd()
        XCTAssertTrue(end.endedBySignal && end.status == SIGKILL, "\(end)")
    }
    #endif

    private func makeEmptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-tmp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
