import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends everything the process writes to its standard output and error into a file while one
/// check runs: the learner's `print`s, and the runtime's message when the code traps.
struct OutputCapture {
    let path: String
    private let savedOutput: Int32
    private let savedError: Int32

    /// Starts capturing into a new file at `path`.
    init?(path: String) {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard file >= 0 else { return nil }
        Platform.flushStandardStreams()
        self.path = path
        savedOutput = dup(STDOUT_FILENO)
        savedError = dup(STDERR_FILENO)
        dup2(file, STDOUT_FILENO)
        dup2(file, STDERR_FILENO)
        close(file)
    }

    /// Stops capturing, and returns what was written.
    func finish() -> String {
        Platform.flushStandardStreams()
        dup2(savedOutput, STDOUT_FILENO)
        dup2(savedError, STDERR_FILENO)
        close(savedOutput)
        close(savedError)
        defer { unlink(path) }
        return OutputCapture.read(path)
    }

    /// What a capture file holds so far, as text (invalid UTF-8 repaired, not rejected).
    static func read(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
