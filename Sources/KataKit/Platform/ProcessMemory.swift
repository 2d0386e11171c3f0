#if os(Linux)
import Glibc

/// Keeps a check's process's memory out of reach of its own files (Linux).
///
/// `/proc/<pid>/mem`, `/proc/<tid>/mem` of every thread and their kin read the process's memory,
/// KataKit's key included, and the kernel lets a process open its own whatever its credentials.
/// Landlock cannot deny them while allowing what the runtime reads beside them (Dispatch reads
/// `/proc/<tid>/stat` of every worker thread it starts). So:
/// - the process is made not dumpable: its `/proc` files then belong to root, and `mem` is
///   root's alone (mode 0600);
/// - a process running as root (a grader's container) judges files as an unprivileged user
///   (`setfsuid(65534)`, which also drops the capabilities that override file permissions), so
///   root's files are not its own; signals and everything else keep their root identity. The
///   runner makes the checks' temporary folder writable for it.
enum ProcessMemory {
    private static let setDumpable: Int32 = 4 // PR_SET_DUMPABLE, linux/prctl.h
    /// The unprivileged user whose file permissions a check run as root gets: `nobody`.
    static let unprivilegedUser: UInt32 = 65_534

    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let prctl: Prctl? = dlsym(nil, "prctl").map { unsafeBitCast($0, to: Prctl.self) }
    /// `setfsuid` and `setfsgid`, which `<sys/fsuid.h>` declares and the Glibc module does not bring.
    private typealias SetIdentity = @convention(c) (UInt32) -> Int32
    private static let setfsuid: SetIdentity? = dlsym(nil, "setfsuid").map { unsafeBitCast($0, to: SetIdentity.self) }
    private static let setfsgid: SetIdentity? = dlsym(nil, "setfsgid").map { unsafeBitCast($0, to: SetIdentity.self) }

    /// Makes this process's memory unreadable through its files, for good (its children inherit it).
    static func keepToItself() {
        _ = prctl?(setDumpable, 0, 0, 0, 0)
        if geteuid() == 0 {
            _ = setfsgid?(unprivilegedUser)
            _ = setfsuid?(unprivilegedUser)
        }
    }
}
#endif
