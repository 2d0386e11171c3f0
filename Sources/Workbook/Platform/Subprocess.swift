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
    }

    static let running = RunningChildren()

    /// Runs a program to the end and returns its status and combined output.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let child = try Child(executable, arguments, environment: environment, mergeErrors: true)
        var output = Data()
        let result = child.finish { output.append($0) }
        return Result(status: result.status, endedBySignal: result.endedBySignal, output: String(decoding: output, as: UTF8.self))
    }

    /// Runs a program, calling `onLine` with each line of its standard output as it comes;
    /// standard error is collected and returned as the result's output.
    static func streamLines(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                            onLine: (String) -> Void) throws -> Result {
        try Child(executable, arguments, environment: environment).finishLines(onLine)
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
