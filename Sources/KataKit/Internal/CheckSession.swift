import Foundation

/// Runs a kata's checks and reports each on the results channel.
@MainActor
struct CheckSession {
    let checks: [Check]
    var architecture: Architecture? = nil
    let options: CheckOptions
    /// The executable's module (`XChecks` or `XSolutionChecks`), for `--describe`.
    var module = ""

    /// The most failures a check reports, and the longest message, so that a result stays small.
    static let maximumFailures = 50
    static let maximumMessageLength = 4_000

    /// Runs the checks the options ask for and returns the exit code: 0 when all passed.
    func run() async -> Int32 {
        // Read before any check runs the learner's code (see ``LaunchEnvironment``).
        _ = LaunchEnvironment.values
        switch options.mode {
        case .list:
            ResultsChannel(descriptor: STDOUT_FILENO, key: nil).send(plan)
            return 0
        case .standby:
            await runOneForTheRunner()
        case .serve:
            #if os(Linux)
            CheckServer.serve()
            await runOneForTheRunner()
            #else
            Platform.writeToStandardError("--serve runs on Linux only\n")
            return 2
            #endif
        case .all:
            return await runAll()
        case .graph:
            return sendGraph()
        case .describe:
            Platform.writeAll(Array("module \(module)\npackage \(Self.packageFolder)\n".utf8), to: STDOUT_FILENO)
            return 0
        }
    }

    /// The folder of the package this executable was built from (KataKit's sources are in it).
    private static var packageFolder: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }

    /// The learner's graph of parts on standard output; 0 when sent, 2 when the index cannot be read.
    private func sendGraph() -> Int32 {
        let channel = ResultsChannel(descriptor: STDOUT_FILENO, key: nil)
        guard let architecture, !Codebase.isReadingSwitchedOff else {
            channel.send(.graph(nil))
            return 0
        }
        do {
            channel.send(.graph(architecture.graph(of: try Codebase.shared())))
            return 0
        } catch {
            Platform.writeToStandardError("the picture of your architecture could not be made: \(error)\n")
            return 2
        }
    }

    private var plan: CheckEvent {
        var plan = CheckEvent.plan(checks.map(\.name), kinds: checks.map(\.kind))
        #if os(Linux)
        plan.canServe = true
        #endif
        return plan
    }

    /// One check in this process, which then ends: whatever the check leaves behind (threads,
    /// spinning tasks, changed globals) ends with it and cannot change another check's verdict.
    /// The runner asks several in a row only of architecture rules, which run none of the
    /// learner's code (and then read the index once).
    private func runOneForTheRunner() async -> Never {
        Platform.disableCrashReports()
        Platform.makeStandardOutputUnbuffered()
        guard Platform.keepFromChildren(ResultsChannel.runnerDescriptor) else {
            Platform.writeToStandardError("--standby needs the results channel on descriptor 3: run the checks with `kata run`\n")
            Platform.exitNow(2)
        }
        #if os(Linux)
        let supervisor = CheckSupervisor.start(watching: ResultsChannel.runnerDescriptor)
        #else
        let supervisor: Int32? = nil
        ProcessTree.endProcessGroupWithParent()
        #endif
        // Ready: wait, before running any of the learner's code, for the runner's request.
        guard var line = Platform.readLineFromStandardInput() else { Platform.exitNow(0) }
        let request = Request(line)
        Platform.zero(&line)
        guard let request else { Platform.exitNow(0) }
        Platform.detachStandardInput()
        // From here on the learner's code may run: no network, no new program (see EffectGuard).
        if Self.deniesEffects {
            let runsRulesOnly = request.indices.allSatisfy { checks.indices.contains($0) && checks[$0].kind == .architecture }
            EffectGuard.install(supervisor: supervisor, runsLearnersCode: !runsRulesOnly)
        } else if let supervisor {
            close(supervisor)
        }
        let channel = ResultsChannel(descriptor: ResultsChannel.runnerDescriptor, key: request.key)
        channel.send(plan)
        // The graph of parts, asked with a row of rules: the index they read anyway, and none of the learner's code.
        // With the benchmark's switch (``Codebase/indexOffVariable``) no picture: nothing is read.
        if request.wantsGraph, request.indices.allSatisfy({ checks.indices.contains($0) && checks[$0].kind == .architecture }) {
            if Codebase.isReadingSwitchedOff {
                channel.send(.graph(nil))
            } else if let code = try? Codebase.shared() {
                channel.send(.graph(architecture?.graph(of: code)))
            }
        }
        var allPassed = true
        for index in request.indices {
            guard checks.indices.contains(index) else { Platform.exitNow(2) }
            channel.send(.started(index))
            CheckProgress.sequence = { channel.send(.progress(index, seed: $0, steps: $1)) }
            CheckProgress.step = { channel.write(SearchProgress.line(ofStep: $0)) }
            let result = await run(checks[index])
            (CheckProgress.sequence, CheckProgress.step) = (nil, nil)
            channel.send(.finished(index, result))
            allPassed = allPassed && result.isPassing
        }
        Platform.exitNow(allPassed ? 0 : 1)
    }

    /// Every check in this process, for a person who runs the executable by hand.
    private func runAll() async -> Int32 {
        Platform.makeStandardOutputUnbuffered()
        let channel = ResultsChannel(descriptor: Platform.moveStandardOutputAside(), key: nil)
        channel.send(plan)
        var allPassed = true
        for (index, check) in checks.enumerated() {
            channel.send(.started(index))
            let result = await run(check)
            channel.send(.finished(index, result))
            allPassed = allPassed && result.isPassing
        }
        return allPassed ? 0 : 1
    }

    /// Whether the check processes deny effects: `KATA_EFFECTS=allow` turns it off (to measure it).
    private static var deniesEffects: Bool {
        LaunchEnvironment.values["KATA_EFFECTS"] != "allow"
    }

    private func run(_ check: Check) async -> CheckResult {
        _ = FailureRecorder.shared.take()
        _ = FailureRecorder.shared.takeUnmatched()
        let start = Date()
        var failures: [Failure] = []
        do {
            try await check.body()
        } catch is CheckStopped {
            // The failure that stopped the check is already recorded.
        } catch {
            failures.append(Failure(message: "threw an error: \(show(error)): \(error.localizedDescription)"))
        }
        // A denied effect fails the check even when the code swallowed the error: the runner
        // reads the supervisor's marker of it (see EffectMarker).
        failures = Self.bounded(FailureRecorder.shared.take() + failures)
        var result = CheckResult(
            name: check.name, kind: check.kind, status: failures.isEmpty ? .pass : .fail,
            failures: failures, duration: Date().timeIntervalSince(start)
        )
        let unmatched = FailureRecorder.shared.takeUnmatched()
        result.unmatchedNames = unmatched.isEmpty ? nil : unmatched
        return result
    }

    /// At most ``maximumFailures`` failures with messages of at most ``maximumMessageLength``.
    static func bounded(_ failures: [Failure]) -> [Failure] {
        var kept = failures.prefix(maximumFailures).map { failure in
            var failure = failure
            if failure.message.count > maximumMessageLength {
                let cut = failure.message.count - maximumMessageLength
                failure.message = "\(failure.message.prefix(maximumMessageLength)) [… \(cut) characters cut]"
            }
            return failure
        }
        if failures.count > maximumFailures {
            kept.append(Failure(message: "and \(failures.count - maximumFailures) more failed expectations"))
        }
        return kept
    }

    /// The runner's request: `KEY INDEX [INDEX…] [graph]`: the key that signs this process's
    /// results (32 bytes in 64 hex digits, kept as bytes: no text of it stays in memory), then the
    /// checks to run; `graph` asks for the graph of parts before a row of rules.
    private struct Request {
        var key: [UInt8]
        var indices: [Int]
        var wantsGraph = false

        init?(_ line: [UInt8]) {
            var words = line.split(separator: UInt8(ascii: " "))
            if let last = words.last, Array(last) == Array("graph".utf8) {
                wantsGraph = true
                words.removeLast()
            }
            let indices = words.dropFirst().compactMap { Int(String(decoding: $0, as: UTF8.self)) }
            guard words.count >= 2, indices.count == words.count - 1, words[0].count == 64 else { return nil }
            var key: [UInt8] = []
            key.reserveCapacity(32)
            var digits = words[0].makeIterator()
            while let high = digits.next().flatMap(Self.value(ofHexDigit:)), let low = digits.next().flatMap(Self.value(ofHexDigit:)) {
                key.append(high << 4 | low)
            }
            guard key.count == 32 else { return nil }
            self.key = key
            self.indices = indices
        }

        private static func value(ofHexDigit digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
    }
}
