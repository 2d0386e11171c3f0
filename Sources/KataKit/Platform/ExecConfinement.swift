#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The restrictions a checks process has from its first instruction: applied by the process
/// that starts it, just before `exec`, which they survive (Linux): Landlock's reads and writes
/// (``FileAccessRestriction``) and the part of the seccomp filter that holds for every check
/// (``SeccompFilter/programBeforeExec()``). Each check's process then adds the rest of the
/// filter, with the listener its supervisor holds (``EffectGuard``), before any of the learner's
/// code runs. Nothing of the learner's module runs before `main` anyway (the runner refuses
/// the attributes and the start-up tables that would), so this is the second wall.
package enum ExecConfinement {
    /// Confines this process for `executable`, then replaces it with `executable` and
    /// `arguments` (the first is the program's name). Returns only when `exec` failed: the
    /// exit status to end with.
    package static func exec(_ executable: String, arguments: [String]) -> Int32 {
        #if os(Linux)
        FileAccessRestriction.apply(executable: executable)
        _ = SeccompFilter.installBeforeExec()
        #endif
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(executable, &pointers)
        let reason = String(cString: strerror(errno))
        Platform.writeToStandardError("cannot start \(executable): \(reason)\n")
        return 126
    }
}
