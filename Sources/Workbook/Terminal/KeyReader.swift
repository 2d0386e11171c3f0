import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads single key presses from a terminal in raw mode, or notices the end of piped input.
/// Always give the terminal back with ``restore()``: `kata` calls it on every way out.
final class KeyReader: @unchecked Sendable {
    enum Event: Equatable, Sendable {
        case key(Character)
        /// Standard input ended (piped input closed).
        case endOfInput
    }

    let isTerminal: Bool
    private var original = termios()
    private var isRaw = false
    private let lock = NSLock()
    private var events: [Event] = []
    private let signal = DispatchSemaphore(value: 0)

    init() {
        isTerminal = isatty(STDIN_FILENO) == 1
        if isTerminal, tcgetattr(STDIN_FILENO, &original) == 0 {
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            if tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 { isRaw = true }
        }
        let thread = Thread { [weak self] in self?.readLoop() }
        thread.start()
    }

    /// Puts the terminal back in the mode it was in.
    func restore() {
        lock.withLock {
            guard isRaw else { return }
            var saved = original
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            isRaw = false
        }
    }

    /// The next event, waiting at most `timeout` seconds.
    func next(timeout: Double) -> Event? {
        _ = signal.wait(timeout: .now() + timeout)
        return lock.withLock { events.isEmpty ? nil : events.removeFirst() }
    }

    private func readLoop() {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            let event: Event = count <= 0 ? .endOfInput : .key(Character(UnicodeScalar(byte)))
            lock.withLock { events.append(event) }
            signal.signal()
            if event == .endOfInput { return }
        }
    }
}
