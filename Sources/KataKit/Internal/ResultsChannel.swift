import Foundation

/// The write side of the results channel: one JSON ``CheckEvent`` per line.
///
/// Under the runner the channel is descriptor 3, a pipe of its own that no program the code
/// starts inherits, and every line starts with its signature: HMAC-SHA256 of the JSON, in hex,
/// keyed by the key the runner sent this process on standard input (read before any of the
/// learner's code ran, with no copy left in a buffer). The runner refuses lines that anything
/// else writes to the descriptor, and everything after a line whose signature is wrong. The
/// bytes of each signed line are zeroed once written, so that the process's memory holds no
/// signed line to learn from. Each line also starts with a newline, so that a partial line
/// written before cannot swallow it.
@MainActor
struct ResultsChannel {
    /// The descriptor the runner passes the channel on.
    static let runnerDescriptor: Int32 = 3

    let descriptor: Int32
    /// The signing key; `nil` when a person runs the executable by hand: plain JSON lines.
    let key: [UInt8]?
    private let encoder = JSONEncoder()

    init(descriptor: Int32, key: [UInt8]?) {
        self.descriptor = descriptor
        self.key = key
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func send(_ event: CheckEvent) {
        guard let json = try? encoder.encode(event) else { return }
        var line: [UInt8] = []
        if let key {
            var signature = SHA256.authenticationCode(of: json, key: key)
            line.reserveCapacity(json.count + 67)
            line.append(UInt8(ascii: "\n"))
            for byte in signature {
                line.append(Self.digits[Int(byte >> 4)])
                line.append(Self.digits[Int(byte & 0xf)])
            }
            line.append(UInt8(ascii: " "))
            Platform.zero(&signature)
        }
        line += json
        line.append(UInt8(ascii: "\n"))
        Platform.writeAll(line, to: descriptor)
        Platform.zero(&line)
    }

    /// Writes bytes as they are, unsigned: what the runner believes without a signature (a
    /// search's step number, see ``SearchProgress``).
    func write(_ bytes: [UInt8]) {
        Platform.writeAll(bytes, to: descriptor)
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
