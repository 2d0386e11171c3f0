#if os(Linux)
import Foundation
import Glibc

/// The seccomp filter of ``EffectGuard`` (Linux): what a check's process may not ask the kernel.
///
/// - Reported, then denied (`SECCOMP_RET_USER_NOTIF`, answered `EPERM` by the check's
///   supervisor, which holds the listener: see ``CheckSupervisor``): `socket` for a stream
///   socket of a network family, `execve`, `execveat`.
/// - Denied (`EPERM`): `io_uring_setup` (its requests bypass seccomp), datagram sockets of a
///   network family (Foundation's `Process.run` makes one before it starts a program, which is
///   reported as a program); changes of files' metadata, which Landlock does not cover (mode,
///   owner, times, extended attributes, the immutable flag through `ioctl`); signals and
///   `ptrace` to any process but this one's own (and its process group, which the supervisor
///   leads); and the calls of an administrator (mounts, namespaces, modules, the clock…), since a
///   grader may run as root.
/// - Another architecture's calls (i386 through `int 0x80`, x32): denied.
enum SeccompFilter {
    private typealias Syscall = @convention(c) (Int, Int, Int, Int) -> Int
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    // `syscall` and `prctl` are variadic in C, which Swift cannot call: each is called through
    // a pointer with the integer arguments these calls pass.
    private static let syscall: Syscall? = dlsym(nil, "syscall").map { unsafeBitCast($0, to: Syscall.self) }
    private static let prctl: Prctl? = dlsym(nil, "prctl").map { unsafeBitCast($0, to: Prctl.self) }

    // linux/seccomp.h, linux/audit.h, linux/filter.h
    private static let setNoNewPrivileges: Int32 = 38 // PR_SET_NO_NEW_PRIVS
    private static let setModeFilter = 1 // SECCOMP_SET_MODE_FILTER
    private static let newListener = 1 << 3 // SECCOMP_FILTER_FLAG_NEW_LISTENER
    static let allow: UInt32 = 0x7fff_0000 // SECCOMP_RET_ALLOW
    static let notify: UInt32 = 0x7fc0_0000 // SECCOMP_RET_USER_NOTIF
    static func error(_ number: Int32) -> UInt32 { 0x0005_0000 | UInt32(number) } // SECCOMP_RET_ERRNO
    static let deny = error(EPERM)

    /// The system calls the filter names, by their number on this architecture.
    struct Calls {
        var socket, execve, execveat, ioUringSetup, seccomp, ioctl, kill, tgkill, tkill, prlimit: Int
        var rtSigqueueinfo, rtTgsigqueueinfo: Int
        /// Denied outright: metadata, other processes, an administrator's calls.
        var denied: [Int]
        /// Denied with `EOPNOTSUPP`, as a file system without them says: Foundation tries
        /// `fsetxattr` when it writes a string to a file, and goes on when it is not supported.
        var unsupported: [Int]
    }

    #if arch(x86_64)
    static let architecture: UInt32 = 0xc000_003e // AUDIT_ARCH_X86_64
    static let calls = Calls(
        socket: 41, execve: 59, execveat: 322, ioUringSetup: 425, seccomp: 317, ioctl: 16, kill: 62, tgkill: 234, tkill: 200,
        prlimit: 302, rtSigqueueinfo: 129, rtTgsigqueueinfo: 297,
        denied: [
            90, 91, 268, 452, // chmod, fchmod, fchmodat, fchmodat2
            92, 93, 94, 260, // chown, fchown, lchown, fchownat
            132, 235, 261, 280, // utime, utimes, futimesat, utimensat
            188, 189, 197, 198, 199, // setxattr, lsetxattr, removexattr, lremovexattr, fremovexattr
            463, 466, // setxattrat, removexattrat
            101, 310, 311, 424, 434, 312, // ptrace, process_vm_readv, process_vm_writev, pidfd_send_signal, pidfd_open, kcmp
            165, 166, 155, 161, 272, 308, // mount, umount2, pivot_root, chroot, unshare, setns
            169, 246, 320, 175, 313, 176, // reboot, kexec_load, kexec_file_load, init_module, finit_module, delete_module
            321, 298, 167, 168, 163, // bpf, perf_event_open, swapon, swapoff, acct
            164, 227, 159, 305, 170, 171, // settimeofday, clock_settime, adjtimex, clock_adjtime, sethostname, setdomainname
            172, 173, 133, 259, 303, 304, // iopl, ioperm, mknod, mknodat, name_to_handle_at, open_by_handle_at
            250, 248, 249, 300, 179, // keyctl, add_key, request_key, fanotify_init, quotactl
            428, 429, 430, 431, 432, 442, // open_tree, move_mount, fsopen, fsconfig, fsmount, mount_setattr
        ],
        unsupported: [190] // fsetxattr
    )
    #elseif arch(arm64)
    static let architecture: UInt32 = 0xc000_00b7 // AUDIT_ARCH_AARCH64
    static let calls = Calls(
        socket: 198, execve: 221, execveat: 281, ioUringSetup: 425, seccomp: 277, ioctl: 29, kill: 129, tgkill: 131, tkill: 130,
        prlimit: 261, rtSigqueueinfo: 138, rtTgsigqueueinfo: 240,
        denied: [
            52, 53, 452, // fchmod, fchmodat, fchmodat2
            54, 55, // fchownat, fchown
            88, // utimensat
            5, 6, 14, 15, 16, // setxattr, lsetxattr, removexattr, lremovexattr, fremovexattr
            463, 466, // setxattrat, removexattrat
            117, 270, 271, 424, 434, 272, // ptrace, process_vm_readv, process_vm_writev, pidfd_send_signal, pidfd_open, kcmp
            40, 39, 41, 51, 97, 268, // mount, umount2, pivot_root, chroot, unshare, setns
            142, 104, 294, 105, 273, 106, // reboot, kexec_load, kexec_file_load, init_module, finit_module, delete_module
            280, 241, 224, 225, 89, // bpf, perf_event_open, swapon, swapoff, acct
            170, 112, 171, 266, 161, 162, // settimeofday, clock_settime, adjtimex, clock_adjtime, sethostname, setdomainname
            33, 264, 265, // mknodat, name_to_handle_at, open_by_handle_at
            219, 217, 218, 262, 60, // keyctl, add_key, request_key, fanotify_init, quotactl
            428, 429, 430, 431, 432, 442,
        ],
        unsupported: [7] // fsetxattr
    )
    #else
    static let architecture: UInt32 = 0
    static let calls = Calls(socket: -1, execve: -1, execveat: -1, ioUringSetup: -1, seccomp: -1, ioctl: -1, kill: -1, tgkill: -1,
                             tkill: -1, prlimit: -1, rtSigqueueinfo: -1, rtTgsigqueueinfo: -1, denied: [], unsupported: [])
    #endif

    /// `ioctl` requests that change a file's flags or attributes (linux/fs.h): `FS_IOC_SETFLAGS`
    /// (the immutable and append-only flags) in both sizes, `FS_IOC_FSSETXATTR`.
    static let metadataRequests: [UInt32] = [0x4008_6602, 0x4004_6602, 0x401c_5820]

    /// The filter, for a process whose id and process group are given.
    ///
    /// - Parameter reporting: Whether a supervisor listens: the reported calls then go to it;
    ///   without one they are denied at once.
    static func program(reporting: Bool, process: Int32, group: Int32) -> [FilterInstruction] {
        let report = reporting ? notify : deny
        var program = FilterProgram.startingWithTheNativeCall(architecture)
        program.jump(ifEqual: calls.socket, to: "socket")
        for call in [calls.execve, calls.execveat] { program.jump(ifEqual: call, to: "report") }
        for call in [calls.ioUringSetup, calls.tkill] + calls.denied { program.jump(ifEqual: call, to: "deny") }
        for call in calls.unsupported { program.jump(ifEqual: call, to: "unsupported") }
        program.jump(ifEqual: calls.ioctl, to: "ioctl")
        program.jump(ifEqual: calls.kill, to: "kill")
        for call in [calls.tgkill, calls.rtSigqueueinfo, calls.rtTgsigqueueinfo] { program.jump(ifEqual: call, to: "own process") }
        program.jump(ifEqual: calls.prlimit, to: "prlimit")
        program.ret(allow)

        program.label("socket")
        program.load(16) // the family
        program.jump(ifEqual: Int(AF_UNIX), to: "allow")
        program.jump(ifEqual: Int(AF_NETLINK), to: "allow")
        program.load(24) // the type, with its flags
        program.and(0xf)
        program.jump(ifEqual: Int(SOCK_DGRAM.rawValue), to: "deny") // Foundation's Process makes one: denied, not reported
        program.ret(report)

        program.label("ioctl")
        program.load(24) // the request
        for request in metadataRequests { program.jump(ifEqual: request, to: "deny") }
        program.ret(allow)

        // kill(pid, …): this process, its process group (0, or minus its id) and its leader (the
        // supervisor), nothing else: a signal ends or stops only this check.
        program.label("kill")
        program.load(16)
        program.jump(ifEqual: UInt32(bitPattern: process), to: "allow")
        program.jump(ifEqual: 0, to: "allow")
        program.jump(ifEqual: UInt32(bitPattern: -group), to: "allow")
        program.jump(ifEqual: UInt32(bitPattern: group), to: "allow")
        program.ret(deny)

        // tgkill(tgid, …) and the queued signals: to this process's own threads only.
        program.label("own process")
        program.load(16)
        program.jump(ifEqual: UInt32(bitPattern: process), to: "allow")
        program.ret(deny)

        // prlimit64(pid, …): glibc's getrlimit and setrlimit are prlimit64(0, …).
        program.label("prlimit")
        program.load(16)
        program.jump(ifEqual: 0, to: "allow")
        program.jump(ifEqual: UInt32(bitPattern: process), to: "allow")
        program.ret(deny)

        program.label("report")
        program.ret(report)
        program.label("unsupported")
        program.ret(error(EOPNOTSUPP))
        program.label("allow")
        program.ret(allow)
        program.label("deny")
        program.ret(deny)
        return program.assembled()
    }

    /// The part of the filter that holds for a whole checks process and every process it forks,
    /// installed before it is started (see ``ExecConfinement``): metadata, an administrator's
    /// calls, `io_uring_setup`, other architectures. Not the calls that are reported (a filter
    /// that denies them would answer before the check's listener could hear them), nor signals
    /// (whose rules name each check's own process), nor `execve`, which starts the checks.
    static func programBeforeExec() -> [FilterInstruction] {
        var program = FilterProgram.startingWithTheNativeCall(architecture)
        for call in [calls.ioUringSetup] + calls.denied { program.jump(ifEqual: call, to: "deny") }
        for call in calls.unsupported { program.jump(ifEqual: call, to: "unsupported") }
        program.jump(ifEqual: calls.ioctl, to: "ioctl")
        program.ret(allow)
        program.label("ioctl")
        program.load(24)
        for request in metadataRequests { program.jump(ifEqual: request, to: "deny") }
        program.ret(allow)
        program.label("unsupported")
        program.ret(error(EOPNOTSUPP))
        program.label("deny")
        program.ret(deny)
        return program.assembled()
    }

    /// Installs ``programBeforeExec()`` on this process, for good; whether it was taken.
    static func installBeforeExec() -> Bool {
        guard let prctl, let syscall, architecture != 0 else { return false }
        guard prctl(setNoNewPrivileges, 1, 0, 0, 0) == 0 else { return false }
        return load(programBeforeExec(), flags: 0, syscall) == 0
    }

    /// Installs the filter on this process and its future threads and children, for good.
    ///
    /// - Returns: The listener of the reported calls, when `reporting` and the kernel has them
    ///   (5.0 and later); nil otherwise, the filter then denying them itself; nil too when no
    ///   filter could be installed.
    static func install(reporting: Bool) -> Int32? {
        guard let prctl, let syscall, architecture != 0 else { return nil }
        guard prctl(setNoNewPrivileges, 1, 0, 0, 0) == 0 else { return nil }
        let process = getpid()
        let group = getpgrp()
        if reporting {
            let listener = load(program(reporting: true, process: process, group: group), flags: newListener, syscall)
            if listener >= 0 { return Int32(listener) }
        }
        _ = load(program(reporting: false, process: process, group: group), flags: 0, syscall)
        return nil
    }

    private static func load(_ instructions: [FilterInstruction], flags: Int, _ syscall: Syscall) -> Int {
        instructions.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            var program = SocketFilterProgram(count: UInt16(buffer.count), instructions: base)
            return withUnsafeMutablePointer(to: &program) { pointer in
                syscall(calls.seccomp, setModeFilter, flags, Int(bitPattern: UnsafeMutableRawPointer(pointer)))
            }
        }
    }

    /// `struct sock_fprog`.
    private struct SocketFilterProgram {
        var count: UInt16
        var instructions: UnsafePointer<FilterInstruction>
    }
}

/// One classic BPF instruction (`struct sock_filter`).
struct FilterInstruction: Equatable {
    var code: UInt16
    var ifTrue: UInt8 = 0
    var ifFalse: UInt8 = 0
    var value: UInt32
}

/// A BPF program written with labels: jumps name their targets, which ``assembled()`` turns
/// into the forward offsets BPF counts (a jump goes forward only, at most 255 instructions).
struct FilterProgram {
    private enum Entry {
        case instruction(FilterInstruction)
        case jump(code: UInt16, value: UInt32, ifTrue: String, ifFalse: String?)
        case label(String)
    }

    private var entries: [Entry] = []

    /// Every filter's head: a call of another architecture (or, on x86_64, an x32 call) jumps to
    /// the label `deny`, which the program must end with; a native call goes on with its number
    /// in the accumulator. (struct seccomp_data: nr at 0, arch at 4, args[i] at 16 + 8 i, their
    /// low half first.)
    static func startingWithTheNativeCall(_ architecture: UInt32) -> FilterProgram {
        var program = FilterProgram()
        program.load(4)
        program.jump(ifEqual: architecture, to: "native", otherwise: "deny")
        program.label("native")
        program.load(0)
        #if arch(x86_64)
        program.jump(ifAtLeast: 0x4000_0000, to: "deny", otherwise: "checked") // x32 system calls
        program.label("checked")
        #endif
        return program
    }

    mutating func load(_ offset: UInt32) { entries.append(.instruction(FilterInstruction(code: 0x20, value: offset))) } // BPF_LD|BPF_W|BPF_ABS
    mutating func ret(_ value: UInt32) { entries.append(.instruction(FilterInstruction(code: 0x06, value: value))) } // BPF_RET|BPF_K
    mutating func and(_ value: UInt32) { entries.append(.instruction(FilterInstruction(code: 0x54, value: value))) } // BPF_ALU|BPF_AND|BPF_K
    mutating func label(_ name: String) { entries.append(.label(name)) }

    /// Jumps to `target` when the accumulator equals `value`; otherwise to `otherwise`, or on.
    mutating func jump(ifEqual value: UInt32, to target: String, otherwise: String? = nil) {
        entries.append(.jump(code: 0x15, value: value, ifTrue: target, ifFalse: otherwise)) // BPF_JMP|BPF_JEQ|BPF_K
    }

    mutating func jump(ifEqual value: Int, to target: String, otherwise: String? = nil) {
        jump(ifEqual: UInt32(truncatingIfNeeded: value), to: target, otherwise: otherwise)
    }

    mutating func jump(ifAtLeast value: UInt32, to target: String, otherwise: String? = nil) {
        entries.append(.jump(code: 0x35, value: value, ifTrue: target, ifFalse: otherwise)) // BPF_JMP|BPF_JGE|BPF_K
    }

    /// The instructions, every jump resolved; a jump to a label that is missing, behind it or
    /// too far ahead stops the program (it could not be loaded as written).
    func assembled() -> [FilterInstruction] {
        var positions: [String: Int] = [:]
        var count = 0
        for entry in entries {
            if case .label(let name) = entry { positions[name] = count } else { count += 1 }
        }
        var instructions: [FilterInstruction] = []
        for entry in entries {
            switch entry {
            case .label:
                continue
            case .instruction(let instruction):
                instructions.append(instruction)
            case .jump(let code, let value, let ifTrue, let ifFalse):
                let here = instructions.count + 1
                func offset(_ label: String?) -> UInt8 {
                    guard let label else { return 0 }
                    guard let target = positions[label], target >= here, target - here <= 255 else {
                        preconditionFailure("the filter's jump to \(label) cannot be assembled")
                    }
                    return UInt8(target - here)
                }
                instructions.append(FilterInstruction(code: code, ifTrue: offset(ifTrue), ifFalse: offset(ifFalse), value: value))
            }
        }
        return instructions
    }
}
#endif
