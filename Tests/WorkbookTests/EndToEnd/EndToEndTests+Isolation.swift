import XCTest
@testable import Workbook

/// What the checks can reach of `kata` and of the machine: nothing they start outlives them,
/// they end when `kata` ends however it ends, they have no terminal, and only the standard
/// streams and the results channel; each test runs with the check server (Linux) and without
/// it, as on macOS.
extension EndToEndTests {
    /// The processes whose command line contains `text`, but zombies, as `ps` shows them.
    func leftovers(matching text: String) throws -> String {
        let listed = try runProgram("/bin/ps", ["-eo", "stat=,args="], in: Self.workbook).standardOutput
        return listed.split(separator: "\n").filter { $0.contains(text) && !$0.hasPrefix("Z") }.joined(separator: "\n")
    }

    #if os(Linux)
    func testKataEndedBySignalLeavesNoCheckRunning() throws {
        try checkEndedBySignal(environment: [:])
    }

    func testKataEndedBySignalLeavesNoCheckRunningWithoutTheCheckServer() throws {
        try checkEndedBySignal(environment: ["KATA_CHECK_SERVER": "0"])
    }

    /// SIGKILL (an IDE's stop button, the out-of-memory killer) or SIGHUP to `kata` alone while
    /// a check loops: its checks processes end within a second.
    private func checkEndedBySignal(environment: [String: String]) throws {
        _ = try runKata(["run", "noisy", "--timeout", "1"], in: Self.workbook, timeout: 300) // built
        for signal in [SIGKILL, SIGHUP] {
            let process = Process()
            process.executableURL = productsDirectory.appendingPathComponent("kata")
            process.arguments = ["run", "noisy", "--timeout", "30"]
            process.currentDirectoryURL = Self.workbook
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            let checks = try kataProducts(in: Self.workbook).appendingPathComponent("NoisyChecks").path
            while try leftovers(matching: checks).isEmpty, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            Thread.sleep(forTimeInterval: 0.5)
            XCTAssertNotEqual(try leftovers(matching: Self.workbook.path), "", "the checks run")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            Thread.sleep(forTimeInterval: 1)
            XCTAssertEqual(try leftovers(matching: Self.workbook.path), "", "no check runs a second after kata ended by signal \(signal)")
        }
    }

    func testChecksCannotReachTheTerminal() throws {
        try checkTerminal(environment: [:])
    }

    func testChecksCannotReachTheTerminalWithoutTheCheckServer() throws {
        try checkTerminal(environment: ["KATA_CHECK_SERVER": "0"])
    }

    /// `kata` in a terminal of its own (`script` gives it one): the check that opens `/dev/tty`
    /// to write a fake verdict cannot, and nothing of it appears in the terminal.
    private func checkTerminal(environment: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1) here") }
        let transcript = Self.workbook.appendingPathComponent("terminal-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: transcript) }
        let kata = productsDirectory.appendingPathComponent("kata").path
        let result = try runProgram("/usr/bin/script", ["-qec", "'\(kata)' run hostile --no-color", transcript],
                                    in: Self.workbook, environment: environment, timeout: 300)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        let seen = try String(contentsOfFile: transcript, encoding: .utf8)
        XCTAssertTrue(seen.contains("✓ the code cannot reach the terminal"), seen)
        XCTAssertFalse(seen.contains("FAKE"), seen)
    }

    func testDescriptorsKataInheritedDoNotReachChecks() throws {
        try checkInheritedDescriptor(environment: [:])
    }

    func testDescriptorsKataInheritedDoNotReachChecksWithoutTheCheckServer() throws {
        try checkInheritedDescriptor(environment: ["KATA_CHECK_SERVER": "0"])
    }

    /// A launcher (an autograder's harness) leaves its descriptor 7 open on a file when it
    /// starts `kata`: the hostile check that writes on every descriptor does not reach it.
    private func checkInheritedDescriptor(environment: [String: String]) throws {
        let file = Self.workbook.appendingPathComponent("harness-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let kata = productsDirectory.appendingPathComponent("kata").path
        let result = try runProgram("/bin/sh", ["-c", "exec 7>>'\(file)'; exec '\(kata)' run hostile --json"],
                                    in: Self.workbook, environment: environment, timeout: 300)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "", "nothing was written on descriptor 7")
    }
    #endif

    func testClosedStandardOutputEndsKataQuietly() throws {
        try checkClosedOutput(environment: [:])
    }

    func testClosedStandardOutputEndsKataQuietlyWithoutTheCheckServer() throws {
        try checkClosedOutput(environment: ["KATA_CHECK_SERVER": "0"])
    }

    /// `kata run … | head -1`: kata ends with 141, as a program ended by SIGPIPE, says nothing,
    /// and leaves no process behind.
    private func checkClosedOutput(environment: [String: String]) throws {
        _ = try runKata(["run", "hostile"], in: Self.workbook, timeout: 300) // built
        let kata = productsDirectory.appendingPathComponent("kata").path
        let result = try runProgram("/bin/bash", ["-c", "'\(kata)' run hostile | head -1; echo \"status ${PIPESTATUS[0]}\""],
                                    in: Self.workbook, environment: environment, timeout: 300)
        XCTAssertEqual(result.standardOutput, "hostile: Tries to fool the runner\nstatus 141\n")
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(try leftovers(matching: Self.workbook.path), "", "no checks process is left")
    }
}

/// `kata check`'s results cache, in a workbook of its own where every kata compiles.
final class EndToEndCacheTests: XCTestCase {
    /// A check that passes in 1.5 s passes under the default limit, and its result is reused
    /// only under that limit: `--timeout 1` runs it again, and it times out. `--json` and
    /// `--junit` say which results were reused.
    func testCheckReusesResultsOnlyUnderTheSameTimeLimitAndSaysSo() throws {
        let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("kata-cache-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Workbook"), to: workbook)
        defer { try? FileManager.default.removeItem(at: workbook) }
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Sources/KataKit"),
                                         to: workbook.appendingPathComponent("Sources/KataKit"))
        try "import Foundation\n\nfunc answer() -> Int {\n    Thread.sleep(forTimeInterval: 1.5)\n    return 42\n}\n"
            .write(to: workbook.appendingPathComponent("Katas/Broken/Broken.swift"), atomically: true, encoding: .utf8)

        func check(_ arguments: String...) throws -> [String: (reused: Bool?, statuses: [String])] {
            let result = try runKata(["check", "--json"] + arguments, in: workbook, timeout: 600)
            let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(result.standardOutput.utf8))
            return Dictionary(uniqueKeysWithValues: document.katas.map { ($0.id, ($0.reused, $0.checks.map(\.status))) })
        }
        let first = try check()
        XCTAssertEqual(first["broken"]?.statuses, ["pass"])
        XCTAssertEqual(first.values.map(\.reused), Array(repeating: false, count: first.count))
        let second = try check()
        XCTAssertEqual(second["broken"]?.statuses, ["pass"])
        XCTAssertEqual(second.values.map(\.reused), Array(repeating: true, count: second.count))
        let shorter = try check("--timeout", "1")
        XCTAssertEqual(shorter["broken"]?.statuses, ["timeout"], "a pass under 5 s is not reused under 1 s")
        XCTAssertEqual(shorter["broken"]?.reused, false)
        let again = try check()
        XCTAssertEqual(again["broken"]?.statuses, ["pass"], "nor a timeout under 1 s under 5 s")
        XCTAssertEqual(again["broken"]?.reused, false)

        let junit = workbook.appendingPathComponent("room.xml").path
        _ = try runKata(["check", "--junit", junit], in: workbook, timeout: 600)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        XCTAssertTrue(xml.contains("""
          <testsuite name="broken" tests="1" failures="0" errors="0" skipped="0" time="1.5
        """), xml)
        XCTAssertTrue(xml.contains("""
            <properties>
              <property name="reused" value="true"/>
            </properties>
        """), xml)
    }
}
