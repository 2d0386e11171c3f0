import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether another process runs, is stopped (SIGSTOP, Ctrl-Z) or is gone.
enum ProcessState: Equatable, Sendable {
    case running
    /// Stopped by a signal: it holds what it holds until it is continued (`fg`) or ended.
    case stopped
    case gone

    /// The state of the process with this id.
    ///
    /// Linux reads `/proc/<pid>/stat` (its third field, `T` or `t` when stopped). On a Mac,
    /// which has no `/proc`, it asks `ps -o stat= -p <pid>` (`T` first when stopped); written
    /// for a Mac without one to try it on.
    static func of(_ pid: Int32) -> ProcessState {
        guard pid > 0 else { return .gone }
        if kill(pid, 0) != 0 && errno == ESRCH { return .gone }
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return .gone }
        // The command's name, in parentheses, may hold spaces and parentheses: the state follows the last ')'.
        guard let close = stat.lastIndex(of: ")") else { return .running }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        if state == "Z" || state == "X" { return .gone }
        return state == "T" || state == "t" ? .stopped : .running
        #else
        guard let result = try? Subprocess.run("/bin/ps", ["-o", "stat=", "-p", "\(pid)"]), result.status == 0 else { return .running }
        let state = result.output.trimmingCharacters(in: .whitespacesAndNewlines).first
        if state == "Z" { return .gone }
        return state == "T" ? .stopped : .running
        #endif
    }
}
