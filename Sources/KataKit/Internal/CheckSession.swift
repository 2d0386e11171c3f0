import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a kata's checks one after another and reports each on the results channel.
@MainActor
struct CheckSession {
    let checks: [Check]
    let options: CheckOptions

    /// Runs the checks and returns the exit code: 0 when all passed, 1 otherwise.
    func run() async -> Int32 {
        let channel = ResultsChannel()
        channel.send(.plan(checks.map(\.name), kinds: checks.map(\.kind)))
        if options.listOnly { return 0 }

        // Unbuffered, so that what the learner printed before a trap is not lost with it.
        Platform.makeStandardOutputUnbuffered()
        let watchdog = Watchdog(timeout: options.timeout, channel: channel)
        let directory = ProcessInfo.processInfo.environment["KATA_OUTPUT_DIR"] ?? NSTemporaryDirectory()
        var allPassed = true
        for (index, check) in checks.enumerated() where index >= options.firstIndex {
            let outputPath = (directory as NSString).appendingPathComponent("kata-\(getpid())-\(index).out")
            channel.send(.started(index, outputPath: outputPath))
            let capture = OutputCapture(path: outputPath)
            watchdog.started(index, name: check.name, kind: check.kind, outputPath: outputPath)
            let result = await run(check)
            watchdog.finished()
            var reported = result
            reported.output = capture?.finish() ?? ""
            channel.send(.finished(index, reported))
            allPassed = allPassed && result.isPassing
        }
        return allPassed ? 0 : 1
    }

    private func run(_ check: Check) async -> CheckResult {
        _ = FailureRecorder.shared.take()
        let start = Date()
        var failures: [Failure] = []
        do {
            try await check.body()
        } catch is CheckStopped {
            // The failure that stopped the check is already recorded.
        } catch {
            failures.append(Failure(message: "threw an error: \(show(error)): \(error.localizedDescription)"))
        }
        failures = FailureRecorder.shared.take() + failures
        return CheckResult(
            name: check.name, kind: check.kind, status: failures.isEmpty ? .pass : .fail,
            failures: failures, duration: Date().timeIntervalSince(start)
        )
    }
}
