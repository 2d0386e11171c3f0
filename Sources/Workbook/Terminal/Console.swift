import Foundation

/// Where `kata` writes: standard output for results, standard error for warnings and errors.
/// Tests replace it with one that records.
struct Console: Sendable {
    var style: Style
    var isTerminal: Bool
    var write: @Sendable (String) -> Void
    var writeError: @Sendable (String) -> Void
    /// A line of standard input; nil at its end.
    var readLine: @Sendable () -> String? = { nil }
    /// Whether standard input is a terminal, where someone can answer a question.
    var inputIsTerminal = false

    /// The process's own standard output and error.
    static func standard(mode: ColorMode, environment: [String: String]) -> Console {
        let isTerminal = StandardStreams.outputIsTerminal
        return Console(
            style: .detect(mode: mode, environment: environment, isTerminal: isTerminal),
            isTerminal: isTerminal,
            write: { text in
                // Whoever read the output is gone (`kata run … | head -1`): end quietly, as a
                // program ended by SIGPIPE does, with nothing left running.
                if !StandardStreams.write(text, to: .output) {
                    Interruption.stopChildren()
                    exit(ExitCode.outputClosed)
                }
            },
            writeError: { _ = StandardStreams.write($0, to: .error) },
            readLine: { Swift.readLine() },
            inputIsTerminal: StandardStreams.inputIsTerminal
        )
    }


    func print(_ text: String = "") { write(text + "\n") }

    /// Prints a warning on standard error; it may quote file names and command-line text.
    /// A line about what is going on, on standard error (standard output may be a JSON document).
    func note(_ text: String) { writeError(style.dim(text.escapingControlCharacters(keepingLines: true)) + "\n") }

    func warn(_ text: String) { writeError(style.yellow("warning: ") + text.escapingControlCharacters(keepingLines: true) + "\n") }

    /// Prints an error on standard error; it may quote file names and command-line text.
    func error(_ message: String) { writeError(style.red("error: ") + message.escapingControlCharacters(keepingLines: true) + "\n") }

    /// Asks a question on standard error and returns the line typed; nil when standard input ends.
    func ask(_ question: String) -> String? {
        // On standard error, so that the question shows when the answer is piped on (`| less`).
        writeError(question)
        return readLine()
    }

    /// Ends `kata` now, from any thread: ends its child processes (the run in progress reports
    /// nothing), writes `message` on standard error, and exits.
    func end(exitCode: Int32, message: String) -> Never {
        Interruption.stopChildren()
        writeError(message)
        exit(exitCode)
    }
}
