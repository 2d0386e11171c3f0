import Foundation

/// The write side of the results channel: one JSON ``CheckEvent`` per line.
///
/// Under the runner the channel is descriptor 3, a pipe of its own that no program the code
/// starts inherits, and every line starts with the token that the runner sent this process
/// (on standard input, read before any of the learner's code ran): lines that anything else
/// writes to the descriptor are refused. Each line also starts with a newline, so that a
/// partial line written before cannot swallow it.
@MainActor
struct ResultsChannel {
    /// The descriptor the runner passes the channel on.
    static let runnerDescriptor: Int32 = 3

    let descriptor: Int32
    /// `nil` when a person runs the executable by hand: plain JSON lines.
    let token: String?
    private let encoder = JSONEncoder()

    init(descriptor: Int32, token: String?) {
        self.descriptor = descriptor
        self.token = token
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    func send(_ event: CheckEvent) {
        guard let json = try? encoder.encode(event) else { return }
        var line = token.map { Array("\n\($0) ".utf8) } ?? []
        line += json
        line.append(UInt8(ascii: "\n"))
        Platform.writeAll(line, to: descriptor)
    }
}
