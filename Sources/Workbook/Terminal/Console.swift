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
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }
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
