import Foundation
import KataKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs child processes with `posix_spawn`, and ends them all when `kata` is interrupted, so
/// that Ctrl-C never leaves a `swift build` or a checks executable behind.
///
/// Foundation's `Process` is not used: on Linux its `waitUntilExit()` polls every 50 ms or so,
/// which the edit-to-verdict loop would feel with every checks process.
enum Subprocess {
    /// What a finished process left behind.
    struct Result: Sendable {
        /// The exit status, or the signal's number when `endedBySignal`.
        var status: Int32
        var endedBySignal: Bool
        /// Its standard error (and standard output, for ``run(_:_:environment:)``).
        var output: String
        /// Whether it ran past its time limit, and was ended with what it started.
        var timedOut = false
    }

    static let running = RunningChildren()

    /// Runs a program to the end and returns its status and combined output.
    ///
    /// - Parameter timeLimit: Seconds after which the program, and every process it started,
    ///   is ended (SIGKILL); the result then says it timed out.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    timeLimit: Double? = nil) throws -> Result {
        let child = try Child(executable, arguments, environment: environment, mergeErrors: true, newSession: timeLimit != nil)
        let watchdog = timeLimit.map { Watchdog(pid: child.pid, seconds: $0) }
        var output = Data()
        let result = child.finish { output.append($0) }
        return Result(status: result.status, endedBySignal: result.endedBySignal, output: String(decoding: output, as: UTF8.self),
                      timedOut: watchdog?.stop() ?? false)
    }

    /// Runs a program, calling `onLine` with each line of its standard output as it comes;
    /// standard error is collected and returned as the result's output.
    static func streamLines(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                            timeLimit: Double? = nil, onLine: (String) -> Void) throws -> Result {
        let child = try Child(executable, arguments, environment: environment, newSession: timeLimit != nil)
        let watchdog = timeLimit.map { Watchdog(pid: child.pid, seconds: $0) }
        var result = child.finishLines(onLine)
        result.timedOut = watchdog?.stop() ?? false
        return result
    }

    /// Ends a process group (SIGKILL) once its time is up, unless stopped first.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var isStopped = false
        private var hasFired = false

        init(pid: pid_t, seconds: Double) {
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
                lock.withLock {
                    guard !isStopped else { return }
                    hasFired = true
                    kill(-pid, SIGKILL)
                    kill(pid, SIGKILL)
                }
            }
        }

        /// Stops it (the process ended); returns whether it ended the process first.
        func stop() -> Bool {
            lock.withLock {
                isStopped = true
                return hasFired
            }
        }
    }

    /// This process's id.
    static var currentID: Int32 { getpid() }

    /// Whether a process with this id runs now.
    static func isRunning(_ pid: Int32) -> Bool { pid > 0 && kill(pid, 0) == 0 }

    /// Ends every child process still running, and what they left behind; no child starts
    /// after (`kata` is ending).
    static func terminateAll() {
        Child.whileNoneStarts {
            isEnding = true
            running.terminateAll()
        }
        endOrphans()
    }

    /// Whether `kata` is ending: no child may start. Read and written while no child starts.
    nonisolated(unsafe) static var isEnding = false

    /// Whether `kata` adopts its descendants' orphans (see ``adoptOrphans()``).
    nonisolated(unsafe) private static var isAdopting = false

    /// Makes `kata` the parent of every orphan among its descendants, instead of PID 1 (Linux:
    /// a child subreaper), so that what a check starts and leaves behind, daemons that left its
    /// session included, is ended when the check's process ends. Call once, at start, before
    /// any thread starts a child.
    static func adoptOrphans() {
        isAdopting = ProcessTree.adoptOrphans()
    }

    /// Ends (SIGKILL) and reaps the orphans `kata` adopted: every child that is not one it started.
    static func endOrphans() {
        guard isAdopting else { return }
        Child.whileNoneStarts { _ = ProcessTree.endChildren(except: running.pids) }
    }
}
