import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `kata` does on Ctrl-C: end its child processes, say that nothing was lost, and exit.
public enum Interruption {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let flag = NSLock()
    nonisolated(unsafe) private static var interrupted = false

    /// Whether Ctrl-C (or SIGTERM) arrived: the run in progress must report nothing.
    static var isInterrupted: Bool { flag.withLock { interrupted } }

    /// Run before exiting on a signal: watch mode gives the terminal back here.
    nonisolated(unsafe) static var beforeExit: @Sendable () -> Void = {}

    /// Installs the handlers of SIGINT and SIGTERM. Call once, at start.
    public static func handleInterrupts() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                flag.withLock { interrupted = true }
                Subprocess.terminateAll()
                beforeExit()
                FileHandle.standardError.write(Data("\nInterrupted. Your code and your progress are as they were before this run.\n".utf8))
                exit(ExitCode.interrupted)
            }
            source.resume()
            sources.append(source)
        }
    }
}
