import Foundation

/// Reads `kata watch`'s commands from standard input, one per line: a letter, then Enter.
///
/// Whole lines rather than single keys, so that text typed into the wrong terminal (`clear`,
/// `ls`) is one line that is not a command, never a string of commands. The terminal stays in
/// its own mode (echo, line editing), so there is nothing to give back on exit.
final class LineReader: @unchecked Sendable {
    enum Event: Equatable, Sendable {
        /// A line, without its line break and surrounding spaces.
        case line(String)
        /// Standard input ended: piped input closed, or Ctrl-D on a terminal.
        case endOfInput
    }

    let isTerminal: Bool
    private let lock = NSLock()
    private var events: [Event] = []
    private let signal = DispatchSemaphore(value: 0)

    /// Starts reading.
    ///
    /// - Parameter onQuit: Called on the reading thread as soon as a `q` line arrives, even
    ///   while the watcher is busy with a run.
    init(onQuit: @escaping @Sendable () -> Void) {
        isTerminal = StandardStreams.inputIsTerminal
        let thread = Thread { [weak self] in self?.readLoop(onQuit: onQuit) }
        thread.start()
    }

    /// The next event, waiting at most `timeout` seconds.
    func next(timeout: Double) -> Event? {
        _ = signal.wait(timeout: .now() + timeout)
        return lock.withLock { events.isEmpty ? nil : events.removeFirst() }
    }

    private func readLoop(onQuit: @Sendable () -> Void) {
        var line: [UInt8] = []
        while true {
            guard let byte = StandardStreams.readByte() else {
                post(.endOfInput)
                return
            }
            guard byte == UInt8(ascii: "\n") else {
                line.append(byte)
                continue
            }
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            line = []
            if text.lowercased() == "q" { onQuit() }
            post(.line(text))
        }
    }

    private func post(_ event: Event) {
        lock.withLock { events.append(event) }
        signal.signal()
    }
}
