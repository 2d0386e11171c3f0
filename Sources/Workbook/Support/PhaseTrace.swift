import Foundation

/// With `KATA_TRACE=1`, prints how long each phase of a command took, on standard error: the
/// first thing to look at when the edit-to-verdict loop feels slow.
final class PhaseTrace {
    private let console: Console
    private let isEnabled = ProcessInfo.processInfo.environment["KATA_TRACE"] == "1"
    private var last = Date()

    init(console: Console) {
        self.console = console
    }

    /// Says something about the current phase, such as which way the build went and why.
    func note(_ text: String) {
        guard isEnabled else { return }
        console.writeError("kata trace: \(text)\n")
    }

    func mark(_ phase: String) {
        guard isEnabled else { return }
        let now = Date()
        console.writeError("kata trace: \(phase) \(Int(now.timeIntervalSince(last) * 1000)) ms\n")
        last = now
    }
}
