import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C and the other ways `kata` may be ended: its child processes are ended with it, and the
/// run in progress reports nothing.
enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let flag = NSLock()
    nonisolated(unsafe) private static var interrupted = false

    /// Whether `kata` is ending (Ctrl-C, SIGTERM, `q` in watch): the run in progress must report nothing.
    static var isInterrupted: Bool { flag.withLock { interrupted } }

    /// Marks `kata` as ending and ends its child processes, from any thread; the caller exits.
    static func stopChildren() {
        flag.withLock { interrupted = true }
        Subprocess.terminateAll()
        let pending = flag.withLock {
            defer { cleanups = [:] }
            return cleanups.sorted { $0.key < $1.key }.map(\.value)
        }
        for cleanup in pending { cleanup() }
    }

    nonisolated(unsafe) private static var cleanups: [Int: @Sendable () -> Void] = [:]
    nonisolated(unsafe) private static var nextCleanup = 0

    /// Runs `body`, then `cleanup`; when `kata` is ended (Ctrl-C, SIGTERM) while `body` runs,
    /// `cleanup` runs before it exits instead. It runs exactly once either way.
    static func run<T>(cleanup: @escaping @Sendable () -> Void, _ body: () throws -> T) rethrows -> T {
        let key = flag.withLock {
            nextCleanup += 1
            cleanups[nextCleanup] = cleanup
            return nextCleanup
        }
        defer {
            if let own = flag.withLock({ cleanups.removeValue(forKey: key) }) { own() }
        }
        return try body()
    }

    /// Calls `handler` on SIGINT and SIGTERM, ignores SIGPIPE (a write to a closed standard
    /// output fails with EPIPE instead, which ``StandardStreams`` reports), and makes `kata` adopt
    /// the orphans of its descendants (see ``Subprocess/adoptOrphans()``). Call once, at start.
    static func handleInterrupts(_ handler: @escaping @Sendable () -> Void) {
        Subprocess.adoptOrphans()
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            sources.append(source)
        }
    }
}
