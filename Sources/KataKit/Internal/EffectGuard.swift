import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The effects a check's process never needs, denied before any of the learner's code runs,
/// and reported: a check in which the code tried one fails with a sentence naming it, even
/// when the code swallowed the error (`try?`).
///
/// - Linux: a seccomp filter (inherited by every thread and child, so `Process` running `curl`
///   is covered) denies `socket` for every family but `AF_UNIX` and `AF_NETLINK` (so no
///   connection to a network address, through `URLSession`, libcurl or a raw socket), `execve`
///   and `execveat` (no new program), and `io_uring_setup` (whose requests bypass seccomp).
///   Stream sockets of a network family and programs go to a listener thread of this process
///   (`SECCOMP_RET_USER_NOTIF`), which records the attempt and answers `EPERM`: the call fails as a denied call does, and the
///   check learns of it. A kernel without listeners (before 5.0) gets the same filter answering
///   `EPERM` itself: denied, not reported. A datagram (UDP) socket of a network family is denied
///   and not reported: Foundation's `Process.run` makes one on Linux (`CFSocketCreateWithNative`)
///   before it starts a program, which is reported as a program.
/// - Linux with Landlock (5.13 and later): no file is written, made or removed outside the
///   temporary folders (`/tmp`, `$TMPDIR`) and `/dev`. Denied (`EACCES`), not reported: a check
///   fails only where the code's own result shows it.
/// - macOS: a sandbox profile (`sandbox_init`) denies outbound network connections to an
///   address, starting programs, and writing files outside the temporary folders. Written for a
///   Mac and not run on one yet (see README, "What a Mac must confirm"); it denies, it does not
///   report.
enum EffectGuard {
    /// An effect that the code tried.
    enum Effect: UInt8, CaseIterable {
        case network = 1
        case program = 2

        /// The sentence a check fails with.
        var sentence: String {
            switch self {
            case .network:
                "the code tried to open a network connection; in this kata only the injected transport may talk to a server"
            case .program:
                "the code tried to start a program (exec); a check's code never needs one, and the kata's code may not run other programs"
            }
        }
    }

    /// Denies the effects in this process and its future children, for good. Returns whether
    /// the attempts are reported (Linux, with a listener).
    @discardableResult
    static func install() -> Bool {
        #if os(Linux)
        let reported = SeccompFilter.install()
        FileWriteRestriction.apply()
        return reported
        #elseif os(macOS)
        SandboxProfile.apply()
        return false
        #else
        return false
        #endif
    }

    /// The effects tried since the last call, each once, in the order of first attempt.
    static func takeAttempts() -> [Effect] {
        #if os(Linux)
        return SeccompFilter.takeAttempts()
        #else
        return []
        #endif
    }
}

#if os(Linux)
/// The report pipe: the listener writes one byte per attempt, the check reads them.
nonisolated(unsafe) private var attemptsPipe: [Int32] = [-1, -1]
nonisolated(unsafe) private var listenerDescriptor: Int32 = -1

/// The seccomp filter of ``EffectGuard`` (Linux) and its listener.
private enum SeccompFilter {
    private typealias Syscall = @convention(c) (Int, Int, Int, Int) -> Int
    private typealias Ioctl = @convention(c) (Int32, UInt, UnsafeMutableRawPointer) -> Int32
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    // `syscall`, `ioctl` and `prctl` are variadic in C, which Swift cannot call: each is called
    // through a pointer with the integer arguments these calls pass.
    private static let syscall: Syscall? = dlsym(nil, "syscall").map { unsafeBitCast($0, to: Syscall.self) }
    private static let ioctl: Ioctl? = dlsym(nil, "ioctl").map { unsafeBitCast($0, to: Ioctl.self) }
    private static let prctl: Prctl? = dlsym(nil, "prctl").map { unsafeBitCast($0, to: Prctl.self) }

    // linux/seccomp.h, linux/audit.h, linux/filter.h
    private static let setNoNewPrivileges: Int32 = 38 // PR_SET_NO_NEW_PRIVS
    private static let setModeFilter = 1 // SECCOMP_SET_MODE_FILTER
    private static let newListener = 1 << 3 // SECCOMP_FILTER_FLAG_NEW_LISTENER
    private static let allow: UInt32 = 0x7fff_0000 // SECCOMP_RET_ALLOW
    private static let notify: UInt32 = 0x7fc0_0000 // SECCOMP_RET_USER_NOTIF
    private static let deny: UInt32 = 0x0005_0000 | UInt32(EPERM) // SECCOMP_RET_ERRNO | EPERM
    private static let receive: UInt = 0xc050_2100 // SECCOMP_IOCTL_NOTIF_RECV: _IOWR('!', 0, 80 bytes)
    private static let respond: UInt = 0xc018_2101 // SECCOMP_IOCTL_NOTIF_SEND: _IOWR('!', 1, 24 bytes)

    #if arch(x86_64)
    private static let architecture: UInt32 = 0xc000_003e // AUDIT_ARCH_X86_64
    private static let (socketCall, execveCall, execveatCall, ioUringSetupCall, seccompCall) = (41, 59, 322, 425, 317)
    #elseif arch(arm64)
    private static let architecture: UInt32 = 0xc000_00b7 // AUDIT_ARCH_AARCH64
    private static let (socketCall, execveCall, execveatCall, ioUringSetupCall, seccompCall) = (198, 221, 281, 425, 277)
    #else
    private static let architecture: UInt32 = 0
    private static let (socketCall, execveCall, execveatCall, ioUringSetupCall, seccompCall) = (-1, -1, -1, -1, -1)
    #endif

    /// One BPF instruction (`struct sock_filter`).
    private struct Instruction {
        var code: UInt16
        var ifTrue: UInt8 = 0
        var ifFalse: UInt8 = 0
        var value: UInt32

        static func load(_ offset: UInt32) -> Instruction { Instruction(code: 0x20, value: offset) } // BPF_LD|BPF_W|BPF_ABS
        static func ret(_ value: UInt32) -> Instruction { Instruction(code: 0x06, value: value) } // BPF_RET|BPF_K
        /// Jumps `ifTrue` instructions ahead when the accumulator equals `value`.
        static func jumpIfEqual(_ value: Int, ahead: UInt8) -> Instruction {
            Instruction(code: 0x15, ifTrue: ahead, value: UInt32(truncatingIfNeeded: value)) // BPF_JMP|BPF_JEQ|BPF_K
        }
        static func and(_ value: UInt32) -> Instruction { Instruction(code: 0x54, value: value) } // BPF_ALU|BPF_AND|BPF_K
        static func jumpIfAtLeast(_ value: UInt32, ahead: UInt8) -> Instruction {
            Instruction(code: 0x35, ifTrue: ahead, value: value) // BPF_JMP|BPF_JGE|BPF_K
        }
    }

    /// `struct sock_fprog`.
    private struct Program {
        var count: UInt16
        var instructions: UnsafePointer<Instruction>
    }

    /// The filter: offsets into `struct seccomp_data` (nr 0, arch 4, args[0] 16).
    private static func program(reporting: Bool) -> [Instruction] {
        let report = reporting ? notify : deny
        var x32: [Instruction] = []
        #if arch(x86_64)
        x32 = [.jumpIfAtLeast(0x4000_0000, ahead: 6)] // x32 system calls: denied
        #endif
        let main: [Instruction] = [
            /* 0 */ .jumpIfEqual(socketCall, ahead: 6),
            /* 1 */ .jumpIfEqual(execveCall, ahead: 3),
            /* 2 */ .jumpIfEqual(execveatCall, ahead: 2),
            /* 3 */ .jumpIfEqual(ioUringSetupCall, ahead: 2),
            /* 4 */ .ret(allow),
            /* 5 */ .ret(report),
            /* 6 */ .ret(deny),
            /* 7 */ .load(16), // socket's family
            /* 8 */ .jumpIfEqual(Int(AF_UNIX), ahead: 5),
            /* 9 */ .jumpIfEqual(Int(AF_NETLINK), ahead: 4),
            /* 10 */ .load(24), // socket's type, with its flags
            /* 11 */ .and(0xf),
            /* 12 */ .jumpIfEqual(Int(SOCK_DGRAM.rawValue), ahead: 2),
            /* 13 */ .ret(report),
            /* 14 */ .ret(allow),
            /* 15 */ .ret(deny), // a datagram socket: denied, not reported (Foundation's Process makes one)
        ]
        let head: [Instruction] = [
            .load(4),
            .jumpIfEqual(Int(architecture), ahead: 1),
            .ret(deny), // another architecture's system calls (i386 through int 0x80)
            .load(0),
        ]
        return head + x32 + main
    }

    static func install() -> Bool {
        guard let prctl, let syscall, architecture != 0 else { return false }
        guard prctl(setNoNewPrivileges, 1, 0, 0, 0) == 0 else { return false }
        if pipe(&attemptsPipe) == 0 {
            _ = fcntl(attemptsPipe[0], F_SETFL, O_NONBLOCK)
            _ = fcntl(attemptsPipe[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(attemptsPipe[1], F_SETFD, FD_CLOEXEC)
            let listener = load(program(reporting: true), flags: newListener, syscall)
            if listener >= 0 {
                _ = fcntl(Int32(listener), F_SETFD, FD_CLOEXEC)
                listenerDescriptor = Int32(listener)
                var thread = pthread_t()
                if pthread_create(&thread, nil, { _ in SeccompFilter.listen(); return nil }, nil) == 0 {
                    pthread_detach(thread)
                    return true
                }
                // No thread to answer: every call the filter reports would wait forever.
                Platform.writeToStandardError("the effects filter has no listener\n")
                Platform.exitNow(2)
            }
        }
        _ = load(program(reporting: false), flags: 0, syscall)
        return false
    }

    private static func load(_ instructions: [Instruction], flags: Int, _ syscall: Syscall) -> Int {
        instructions.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return -1 }
            var program = Program(count: UInt16(buffer.count), instructions: base)
            return withUnsafeMutablePointer(to: &program) { pointer in
                syscall(seccompCall, setModeFilter, flags, Int(bitPattern: UnsafeMutableRawPointer(pointer)))
            }
        }
    }

    /// Answers every reported call with `EPERM`, after writing which effect it was.
    private static func listen() {
        guard let ioctl else { return }
        let request = UnsafeMutableRawPointer.allocate(byteCount: 80, alignment: 8) // struct seccomp_notif
        let response = UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8) // struct seccomp_notif_resp
        while true {
            memset(request, 0, 80)
            guard ioctl(listenerDescriptor, receive, request) == 0 else {
                if errno == EINTR || errno == ENOENT { continue }
                return
            }
            let call = Int(request.load(fromByteOffset: 16, as: Int32.self))
            var effect = call == socketCall ? EffectGuard.Effect.network.rawValue : EffectGuard.Effect.program.rawValue
            _ = write(attemptsPipe[1], &effect, 1)
            memset(response, 0, 24)
            response.storeBytes(of: request.load(as: UInt64.self), toByteOffset: 0, as: UInt64.self) // id
            response.storeBytes(of: -EPERM, toByteOffset: 16, as: Int32.self) // error
            _ = ioctl(listenerDescriptor, respond, response)
        }
    }

    static func takeAttempts() -> [EffectGuard.Effect] {
        guard attemptsPipe[0] >= 0 else { return [] }
        var found: [EffectGuard.Effect] = []
        var bytes = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(attemptsPipe[0], &bytes, bytes.count)
            guard count > 0 else { break }
            for byte in bytes[0..<count] {
                if let effect = EffectGuard.Effect(rawValue: byte), !found.contains(effect) { found.append(effect) }
            }
        }
        return found
    }
}
#endif

#if os(Linux)
/// Landlock's restriction of file writes to the temporary folders (Linux 5.13 and later).
private enum FileWriteRestriction {
    private typealias Syscall = @convention(c) (Int, Int, Int, Int, Int) -> Int
    private static let syscall: Syscall? = dlsym(nil, "syscall").map { unsafeBitCast($0, to: Syscall.self) }
    // The same numbers on every architecture (asm-generic).
    private static let (createRuleset, addRule, restrictSelf) = (444, 445, 446)

    /// Every right that writes: write, remove, make (linux/landlock.h); then refer (ABI 2) and truncate (ABI 3).
    private static func writeRights(abi: Int) -> UInt64 {
        var rights: UInt64 = 1 << 1 | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 10 | 1 << 11 | 1 << 12
        if abi >= 2 { rights |= 1 << 13 }
        if abi >= 3 { rights |= 1 << 14 }
        return rights
    }

    static func apply() {
        guard let syscall else { return }
        let abi = syscall(createRuleset, 0, 0, 1, 0) // LANDLOCK_CREATE_RULESET_VERSION
        guard abi >= 1 else { return }
        let rights = writeRights(abi: abi)
        var handled = rights // struct landlock_ruleset_attr, its first field
        let ruleset = withUnsafeMutablePointer(to: &handled) { syscall(createRuleset, Int(bitPattern: UnsafeMutableRawPointer($0)), 8, 0, 0) }
        guard ruleset >= 0 else { return }
        defer { close(Int32(ruleset)) }
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].map { [$0] } ?? []
        for path in ["/tmp", "/dev", "/var/tmp"] + temporary {
            let folder = open(path, 0o10000000 | O_CLOEXEC) // O_PATH
            guard folder >= 0 else { continue }
            defer { close(folder) }
            // struct landlock_path_beneath_attr, packed: allowed_access (8 bytes), parent_fd (4).
            let rule = UnsafeMutableRawPointer.allocate(byteCount: 12, alignment: 8)
            defer { rule.deallocate() }
            rule.storeBytes(of: rights, toByteOffset: 0, as: UInt64.self)
            rule.storeBytes(of: folder, toByteOffset: 8, as: Int32.self)
            _ = syscall(addRule, ruleset, 1, Int(bitPattern: rule), 0) // LANDLOCK_RULE_PATH_BENEATH
        }
        _ = syscall(restrictSelf, ruleset, 0, 0, 0)
    }
}
#endif

#if os(macOS)
/// The sandbox profile of ``EffectGuard`` (macOS). Written for a Mac; not run on one yet.
private enum SandboxProfile {
    private typealias SandboxInit = @convention(c) (UnsafePointer<CChar>, UInt64, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

    static func apply() {
        guard let library = dlopen("/usr/lib/system/libsystem_sandbox.dylib", RTLD_NOW),
              let symbol = dlsym(library, "sandbox_init") else { return }
        let sandboxInit = unsafeBitCast(symbol, to: SandboxInit.self)
        var error: UnsafeMutablePointer<CChar>?
        _ = sandboxInit(profile, 0, &error)
    }

    /// Everything allowed but connections to a network address, new programs, and file writes
    /// outside the temporary folders and /dev (the null device, the terminal the runner refuses anyway).
    private static var profile: String {
        let temporary = [getenv("TMPDIR").map { String(cString: $0) }, "/private/tmp", "/private/var/folders"]
            .compactMap { $0 }
            .map { path -> String in
                var resolved = [CChar](repeating: 0, count: Int(PATH_MAX))
                return realpath(path, &resolved) != nil ? String(cString: resolved) : path
            }
        let allowed = temporary.map { "(subpath \"\($0)\")" }.joined(separator: " ")
        return """
        (version 1)
        (allow default)
        (deny network-outbound (remote ip))
        (deny process-exec)
        (deny file-write* (require-not (require-any \(allowed) (subpath "/dev"))))
        """
    }
}
#endif
