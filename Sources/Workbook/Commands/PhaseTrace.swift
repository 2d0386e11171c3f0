import Foundation

/// With `KATA_TRACE=1`, prints how long each phase of a command took, on standard error: the
/// first thing to look at when the edit-to-verdict loop feels slow.
final class PhaseTrace {
    private let write: (String) -> Void
    private let isEnabled = ProcessInfo.processInfo.environment["KATA_TRACE"] == "1"
    private var last = Date()

    /// - Parameter write: Where the trace goes: the console's standard error.
    init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Says something about the current phase, such as which way the build went and why.
    func note(_ text: String) {
        guard isEnabled else { return }
        write("kata trace: \(text)\n")
    }

    func mark(_ phase: String) {
        guard isEnabled else { return }
        let now = Date()
        write("kata trace: \(phase) \(Int(now.timeIntervalSince(last) * 1000)) ms\n")
        last = now
    }
}
