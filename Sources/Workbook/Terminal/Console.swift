import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `kata` writes: standard output for results, standard error for warnings and errors.
/// Tests replace it with one that records.
struct Console: Sendable {
    var style: Style
    var isTerminal: Bool
    var write: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void

    /// The process's own standard output and error.
    static func standard(mode: ColorMode, environment: [String: String]) -> Console {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        return Console(
            style: .detect(mode: mode, environment: environment, isTerminal: isTerminal),
            isTerminal: isTerminal,
            write: { text in
                // Whoever read the output is gone (`kata run … | head -1`): end quietly, as a
                // program ended by SIGPIPE does, with nothing left running.
                if !writeAll(text, to: STDOUT_FILENO) { Interruption.endBecauseOutputClosed() }
            },
            writeError: { _ = writeAll($0, to: STDERR_FILENO) }
        )
    }


    func print(_ text: String = "") { write(text + "\n") }

    /// Prints a warning on standard error; it may quote file names and command-line text.
    func warn(_ text: String) { writeError(style.yellow("warning: ") + text.escapingControlCharacters(keepingLines: true) + "\n") }

    /// Prints an error on standard error; it may quote file names and command-line text.
    func error(_ message: String) { writeError(style.red("error: ") + message.escapingControlCharacters(keepingLines: true) + "\n") }

    /// Prints a usage error and its help lines on standard error, and returns exit code 64.
    func report(_ error: UsageError) -> Int32 {
        self.error(([error.message] + error.help).joined(separator: "\n"))
        return ExitCode.usage
    }
}

/// Writes all of `text`; returns false when the reader is gone (EPIPE).
private func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written < 0 { return errno != EPIPE }
        offset += written
    }
    return true
}
