import Foundation

/// How long the calling thread has waited for a processor while ready to run: on a machine
/// busy with other work (a grade, a build, a second IDE), time that passes without the code
/// under test waiting for anything. Read from `/proc/thread-self/schedstat` (Linux); 0 where
/// the system does not say (macOS), so that a deadline there counts all the time that passed.
enum RunQueueWait {
    /// Seconds the calling thread has spent ready to run but not running, since it started.
    static func seconds() -> Double {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/thread-self/schedstat", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let nanoseconds = UInt64(fields[1]) else { return 0 }
        return Double(nanoseconds) / 1e9
        #else
        return 0
        #endif
    }
}
