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

    /// Ends `kata` now, from any thread: ends its child processes (the run in progress reports
    /// nothing), writes `message` on standard error, and exits.
    static func end(exitCode: Int32, message: String) -> Never {
        flag.withLock { interrupted = true }
        Subprocess.terminateAll()
        FileHandle.standardError.write(Data(message.utf8))
        exit(exitCode)
    }

    /// Ends `kata` because its standard output was closed: ends its child processes (the run
    /// in progress reports nothing) and exits with 141, the status a shell shows for a program
    /// ended by SIGPIPE, without a word (there is nobody to read it).
    static func endBecauseOutputClosed() -> Never {
        flag.withLock { interrupted = true }
        Subprocess.terminateAll()
        exit(ExitCode.outputClosed)
    }

    /// Installs the handlers of SIGINT and SIGTERM, and makes `kata` adopt the orphans of its
    /// descendants (see ``Subprocess/adoptOrphans()``). Call once, at start.
    public static func handleInterrupts() {
        Subprocess.adoptOrphans()
        // A write to a closed standard output fails with EPIPE, which `Console` handles.
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                end(exitCode: ExitCode.interrupted,
                    message: "\nInterrupted. Your code and your progress are as they were before this run.\n")
            }
            source.resume()
            sources.append(source)
        }
    }
}
