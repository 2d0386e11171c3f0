#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own standard input, output and error, byte by byte: the one place that reads
/// and writes them. Only the terminal room uses it (``Console``, ``LineReader``).
enum StandardStreams {
    enum Stream: Sendable {
        case output, error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// Whether standard output is a terminal.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Writes all of `text`; returns false when the reader is gone (EPIPE).
    static func write(_ text: String, to stream: Stream) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(stream.descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written < 0 { return errno != EPIPE }
            offset += written
        }
        return true
    }

    /// The next byte of standard input, waiting for it; nil at its end.
    static func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }
}

/// `write(2)`, which `StandardStreams.write` hides.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
