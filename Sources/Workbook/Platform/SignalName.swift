#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a signal that ended a process is called, and what it usually means.
enum SignalName {
    /// The signal's name, from this platform's numbers (SIGBUS is 7 on Linux, 10 on macOS).
    static func of(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL, a trap"
        case SIGTRAP: "SIGTRAP, a trap"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS, a bad memory access"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGSEGV: "SIGSEGV, a bad memory access"
        default: "signal \(signal)"
        }
    }
}
