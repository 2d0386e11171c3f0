import KataKit
import XCTest
@testable import Workbook

/// The runner's lanes, against a checks executable written in shell: it speaks the results
/// channel (a JSON event per line on descriptor 3, signed with `openssl`) and does what each test asks.
final class ChecksRunnerTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A checks executable whose checks are `names` (rules when their name starts with "rule"),
    /// and where `behaviour` is the shell code run for check `$i` before it passes.
    private func checksExecutable(_ names: [String], behaviour: String) throws -> String {
        let kinds = names.map { $0.hasPrefix("rule") ? "\"architecture\"" : "\"behaviour\"" }
        let plan = "{\"kind\":\"plan\",\"kinds\":[\(kinds.joined(separator: ","))],\"names\":[\(names.map { "\"\($0)\"" }.joined(separator: ","))]}"
        let script = """
        #!/bin/sh
        names='\(names.joined(separator: "|"))'
        read -r key indices
        # One line of the results channel, signed as KataKit signs it (HMAC-SHA256 in hex).
        send() { printf '\\n%s %s\\n' "$(printf '%s' "$1" | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$key" | sed 's/.*= //')" "$1" >&3; }
        send '\(plan)'
        for i in $indices; do
          send "{\\"index\\":$i,\\"kind\\":\\"started\\"}"
          \(behaviour)
          name=$(echo "$names" | cut -d'|' -f$((i + 1)))
          # Logged before the result: the runner ends the process once it has the result.
          case $name in rule*) kind=architecture ;; *) kind=behaviour ;; esac
          echo "ran $i in $$" >> '\(folder.path)/log'
          send "{\\"index\\":$i,\\"kind\\":\\"finished\\",\\"result\\":{\\"duration\\":0,\\"failures\\":[],\\"kind\\":\\"$kind\\",\\"name\\":\\"$name\\",\\"output\\":\\"\\",\\"status\\":\\"pass\\"}}"
        done
        """
        let path = folder.appendingPathComponent("Checks").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    private func runner(width: Int) -> ChecksRunner {
        var runner = ChecksRunner(root: folder, timeout: 10)
        runner.width = width
        return runner
    }

    /// Which process (its id) ran each check, from the executable's log.
    private func processes() throws -> [Int: String] {
        let log = try String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)
        var ran: [Int: String] = [:]
        for line in log.split(separator: "\n") {
            let words = line.split(separator: " ")
            ran[Int(words[1])!] = String(words[3])
        }
        return ran
    }

    func testChecksRunSideBySideAndAreReportedInTheirOrder() throws {
        // Each check waits longer the earlier it is: side by side, later ones finish first.
        let names = ["one", "two", "three", "four", "five", "six"]
        let executable = try checksExecutable(names, behaviour: "[ $i -gt 0 ] && sleep 0.$((6 - i))")
        var reported: [Int] = []
        let start = Date()
        let results = try runner(width: 3).run(executable, sources: ".") { index, _ in reported.append(index) }
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(results.map(\.name), names)
        XCTAssertEqual(results.map(\.status), Array(repeating: .pass, count: 6))
        XCTAssertEqual(reported, [0, 1, 2, 3, 4, 5], "told in the checks' order")
        XCTAssertLessThan(elapsed, 1.4, "one after the other the checks would wait 1.5 s")
        let ran = try processes()
        XCTAssertEqual(Set(ran.values).count, 6, "each check in a process of its own")
    }

    func testRulesInARowShareOneProcess() throws {
        let names = ["one", "rule one", "rule two", "rule three", "two", "rule four"]
        let executable = try checksExecutable(names, behaviour: ":")
        let results = try runner(width: 2).run(executable, sources: ".")
        XCTAssertEqual(results.map(\.status), Array(repeating: .pass, count: 6), "\(results.map(\.failures))")
        let ran = try processes()
        XCTAssertEqual(ran[1], ran[2])
        XCTAssertEqual(ran[2], ran[3])
        XCTAssertEqual(Set(ran.values).count, 4, "one, the three rules, two, the last rule")
    }

    func testACheckKilledFromOutsideRunsAgainOnceAndOneThatKillsItselfIsACrash() throws {
        // Check 1 is killed the first time it runs, as another check's code might kill it;
        // check 3 kills itself every time.
        let marker = folder.appendingPathComponent("killed").path
        let executable = try checksExecutable(["one", "two", "three", "four"], behaviour: """
            if [ $i = 1 ] && [ ! -e '\(marker)' ]; then touch '\(marker)'; kill -9 $$; fi
              if [ $i = 3 ]; then kill -9 $$; fi
            """)
        let results = try runner(width: 2).run(executable, sources: ".")
        XCTAssertEqual(results.map(\.status), [.pass, .pass, .pass, .crash])
        XCTAssertEqual(results[3].failures.map(\.message), [
            "the check's process was ended by SIGKILL twice, in two processes: something outside the check ended it, "
                + "or the code sent SIGKILL to its parent or its process group (which ends only its own check)",
        ], "not blamed on the code alone")
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker), "check two was killed once")
    }

    func testACheckThatNeverEndsTimesOutWhileTheOthersGoOn() throws {
        let executable = try checksExecutable(["one", "two", "three", "four"], behaviour: "[ $i = 1 ] && exec sleep 30")
        var runner = runner(width: 2)
        runner.timeout = 1
        let start = Date()
        let results = try runner.run(executable, sources: ".")
        XCTAssertEqual(results.map(\.status), [.pass, .timeout, .pass, .pass])
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(try processes().keys.sorted(), [0, 2, 3], "the others ran while it hung")
    }

    func testASearchThatTrapsOrHangsIsReportedWithItsSeedAndTheStepsRunSoFar() throws {
        // Check 1 traps (SIGILL, as a fatalError does) and check 2 hangs, each at the third step
        // of a search's sequence it told the runner; check 3 told one and finished.
        let note = "in the sequence of seed 20, at step 3 of 4: after tap login, answer yes, during the login fails (KATA_SEED=20 replays it)"
        let executable = try checksExecutable(["one", "two", "three", "four"], behaviour: """
            case $i in 1|2|3) send "{\\"index\\":$i,\\"kind\\":\\"progress\\",\\"seed\\":20,\\"steps\\":[\\"tap login\\",\\"answer yes\\",\\"the login fails\\",\\"go offline\\"]}"
                     printf '\\nstep 1\\n' >&3; printf '\\nstep 2\\n' >&3; printf '\\nstep 3\\n' >&3 ;; esac
              if [ $i = 1 ]; then echo 'Katas/X/Y.swift:3: Fatal error: boom'; kill -ILL $$; fi
              if [ $i = 2 ]; then exec sleep 30; fi
            """)
        var runner = runner(width: 2)
        runner.timeout = 1
        let results = try runner.run(executable, sources: ".")
        XCTAssertEqual(results.map(\.status), [.pass, .crash, .timeout, .pass])
        XCTAssertEqual(results[1].failures.map(\.message), ["Fatal error: boom, \(note)"])
        XCTAssertEqual(results[2].failures.map(\.message),
                       ["did not finish within 1 s: look for an endless loop, or an await that is never resumed, \(note)"])
        XCTAssertEqual(results[3].failures, [], "what a check that finished told is not shown")
    }

    func testRunnersAtWorkTogetherShareTheirLanes() {
        let one = ChecksRunner.defaultWidth
        XCTAssertEqual(ChecksRunner.width(sharedBy: 1), max(2, 2 * one))
        XCTAssertEqual(ChecksRunner.width(sharedBy: 6), max(2, 2 * one / 6))
        XCTAssertEqual(ChecksRunner.width(sharedBy: 100), 2, "never fewer than 2 lanes")
        XCTAssertLessThanOrEqual(6 * ChecksRunner.width(sharedBy: 6), max(12, 2 * one), "six katas at once")
    }

    func testBatchesAreOneBehaviourCheckOrARowOfRules() {
        let plan = CheckPlan(.plan(["a", "r1", "r2", "b", "r3", "c"],
                                   kinds: [.behaviour, .architecture, .architecture, .behaviour, .architecture, .behaviour]))!
        XCTAssertEqual(CheckQueue.batches(of: Array(0..<6), in: plan), [[0], [1, 2], [3], [4], [5]])
        XCTAssertEqual(CheckQueue.batches(of: [2, 3, 4], in: plan), [[2], [3], [4]])
    }
}
