import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process when a check runs past its time limit, after reporting it as timed out.
///
/// A hanging check blocks the main actor (an endless loop) or never resumes it (a lost
/// continuation); either way only another thread can notice, so the watchdog has its own.
final class Watchdog: @unchecked Sendable {
    private struct Running {
        var index: Int
        var name: String
        var kind: CheckKind
        var outputPath: String
        var start: Date
    }

    private let timeout: Double
    private let channel: ResultsChannel
    private let lock = NSLock()
    private var running: Running?

    init(timeout: Double, channel: ResultsChannel) {
        self.timeout = timeout
        self.channel = channel
        // The thread keeps the watchdog alive for as long as the process runs.
        let thread = Thread { [self] in self.watch() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    func started(_ index: Int, name: String, kind: CheckKind, outputPath: String) {
        lock.withLock { running = Running(index: index, name: name, kind: kind, outputPath: outputPath, start: Date()) }
    }

    func finished() {
        lock.withLock { running = nil }
    }

    private func watch() {
        while true {
            usleep(20_000)
            let expired = lock.withLock { () -> Running? in
                guard let running, Date().timeIntervalSince(running.start) > timeout else { return nil }
                return running
            }
            guard let expired else { continue }
            let seconds = String(format: "%g", timeout)
            let failure = Failure(message: "did not finish within \(seconds) s: look for an endless loop, or an await that is never resumed")
            let result = CheckResult(
                name: expired.name, kind: expired.kind, status: .timeout, failures: [failure],
                duration: Date().timeIntervalSince(expired.start), output: OutputCapture.read(expired.outputPath)
            )
            channel.send(.finished(expired.index, result))
            unlink(expired.outputPath)
            _exit(124)
        }
    }
}
