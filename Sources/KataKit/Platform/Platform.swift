#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The process-wide state of a checks process (standard streams, descriptors, crash
/// reporting), in the one file that touches it.
enum Platform {
    /// Makes `print` write at once, so that nothing is lost in a buffer when a check traps.
    static func makeStandardOutputUnbuffered() {
        setvbuf(stdout, nil, _IONBF, 0)
    }

    /// Keeps traps fast and leaves no file behind: no crash report on macOS, no core dump.
    ///
    /// On macOS every crash otherwise goes through the crash reporter, which is slow and
    /// writes a report per trap; this opts out as swift-testing's exit tests do, by sending
    /// the task's corpse notifications nowhere.
    static func disableCrashReports() {
        #if canImport(Darwin)
        // `task_self_trap()`, not `mach_task_self_`: that global is annotated concurrency-safe only
        // from the macOS 15.4 SDK (Xcode 16.3), and reading it does not compile in Swift 6 mode
        // with Xcode 16.0 to 16.2. The trap returns the same port (it is what `mach_task_self_`
        // is set from). A Mac must confirm (MAINTAINERS.md, "What a Mac must confirm").
        _ = task_set_exception_ports(
            task_self_trap(), exception_mask_t(EXC_MASK_CORPSE_NOTIFY), mach_port_t(MACH_PORT_NULL),
            EXCEPTION_DEFAULT, THREAD_STATE_NONE
        )
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(RLIMIT_CORE, &limit)
        #else
        // 1, not 0: Linux then skips a core dump even when `core_pattern` pipes it to a program.
        var limit = rlimit(rlim_cur: 1, rlim_max: 1)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        #endif
    }

    /// Whether `descriptor` is open; it is then closed in any program the code starts.
    static func keepFromChildren(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    }

    /// Reads standard input from `/dev/null` from now on.
    static func detachStandardInput() {
        let null = open("/dev/null", O_RDONLY)
        guard null >= 0 else {
            close(STDIN_FILENO)
            return
        }
        // With standard input closed, `/dev/null` is opened on it: keep it.
        duplicate(null, onto: STDIN_FILENO)
        if null != STDIN_FILENO { close(null) }
    }

    /// `dup2(source, target)`, and a `target` that programs the process starts inherit: where
    /// `source` already is `target` (a descriptor opened while a standard one was closed),
    /// `dup2` does nothing and XNU leaves `FD_CLOEXEC` set, so it is cleared here, on every
    /// platform.
    ///
    /// - Returns: Whether `target` is now `source`'s file, open across `exec`.
    @discardableResult
    static func duplicate(_ source: Int32, onto target: Int32) -> Bool {
        guard source != target else { return fcntl(target, F_SETFD, 0) == 0 }
        return dup2(source, target) == target
    }

    /// Sends standard output to standard error, and returns a descriptor of the former.
    static func moveStandardOutputAside() -> Int32 {
        let saved = dup(STDOUT_FILENO)
        _ = keepFromChildren(saved)
        duplicate(STDERR_FILENO, onto: STDOUT_FILENO)
        return saved
    }

    /// Writes all of `bytes` to `descriptor`, or as much as it accepts.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    static func writeToStandardError(_ text: String) {
        writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Ends the process at once: no exit handlers, no flushing of streams that a thread of the
    /// learner's code may hold locked.
    static func exitNow(_ code: Int32) -> Never {
        _exit(code)
    }

    /// Overwrites `bytes` with zeros where they are, so that no copy stays in memory.
    static func zero(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            memset(base, 0, buffer.count)
        }
    }

    /// Reads one line from standard input with `read(2)`, a byte at a time, so that nothing
    /// after it is taken from the pipe and no copy of it stays in a stream's buffer; at most
    /// `limit` bytes. Nil at the end of input. The caller zeroes the line once used.
    static func readLineFromStandardInput(limit: Int = 4_096) -> [UInt8]? {
        var line: [UInt8] = []
        line.reserveCapacity(limit)
        var byte: UInt8 = 0
        while line.count < limit {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { break }
            if byte == UInt8(ascii: "\n") { return line }
            line.append(byte)
        }
        zero(&line)
        return nil
    }
}
