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
/// - Linux: a seccomp filter (``SeccompFilter``, inherited by every thread and child, so
///   `Process` running `curl` is covered) denies connections to a network address, new
///   programs, changes to files' metadata, signals to other processes and an administrator's
///   calls. Network connections and programs are reported: the filter hands them to a listener
///   that the check's supervisor holds (``CheckSupervisor``), never this process, which writes
///   a marker on the check's output (``EffectMarker``) and answers `EPERM`. Landlock
///   (``FileAccessRestriction``) keeps reads to the system, the toolchain and the check's own
///   files, and writes to the temporary folder. A file grows to ``fileSizeLimit`` at most.
/// - macOS: a sandbox profile (`sandbox_init`) denies outbound network connections to an
///   address, starting programs, and writing files outside the temporary folders. Written for a
///   Mac and not run on one yet (see MAINTAINERS.md, "What a Mac must confirm"); it denies, it does not
///   report.
enum EffectGuard {
    /// The largest file a check's process may write (`RLIMIT_FSIZE`): a check that writes more
    /// ends with `SIGXFSZ`, and cannot fill the disk the grade writes its results on.
    static let fileSizeLimit: UInt64 = 64 << 20

    /// Denies the effects in this process and its future children, for good.
    ///
    /// - Parameters:
    ///   - supervisor: A Unix socket to the check's supervisor (Linux): the filter's listener is
    ///     sent there and closed here, so that no code of this process can answer it. Without
    ///     one, the effects are denied and not reported.
    ///   - runsLearnersCode: Whether the process runs a behaviour check, rather than only
    ///     architecture rules (which read the index and run none of the learner's code): it then
    ///     reads no index, and keeps its memory from its own files (``ProcessMemory``).
    static func install(supervisor: Int32? = nil, runsLearnersCode: Bool = true) {
        #if os(Linux)
        var limit = rlimit(rlim_cur: rlim_t(fileSizeLimit), rlim_max: rlim_t(fileSizeLimit))
        _ = setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
        FileAccessRestriction.apply(role: runsLearnersCode ? .learnersCode : .rules)
        if runsLearnersCode { ProcessMemory.keepToItself() }
        if let listener = SeccompFilter.install(reporting: supervisor != nil), let supervisor {
            DescriptorPassing.send(0, descriptors: [listener], on: supervisor)
            close(listener)
        }
        if let supervisor { close(supervisor) }
        #elseif os(macOS)
        SandboxProfile.apply()
        #endif
    }
}

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

    /// Everything allowed but connections to a network address, new programs, file writes
    /// outside the temporary folders and /dev (the null device, the terminal the runner refuses
    /// anyway), and reads in the workbook (`KATA_WORKBOOK`) outside the code under test
    /// (`KATA_SOURCES`), the index (`KATA_INDEX_STORE`) and the build's products.
    private static var profile: String {
        let temporary = [getenv("TMPDIR").map { String(cString: $0) }, "/private/tmp", "/private/var/folders"]
            .compactMap { $0 }
            .map { path -> String in
                var resolved = [CChar](repeating: 0, count: Int(PATH_MAX))
                return realpath(path, &resolved) != nil ? String(cString: resolved) : path
            }
        let allowed = temporary.map { "(subpath \"\($0)\")" }.joined(separator: " ")
        let environment = ProcessInfo.processInfo.environment
        func quoted(_ path: String) -> String {
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX))
            let real = realpath(path, &resolved) != nil ? String(cString: resolved) : path
            return "\"" + real.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        // No terminal (`/dev/ttys<n>` is the learner's) nor memory device; writes only to those a check needs.
        let devices = ["/dev/null", "/dev/zero", "/dev/random", "/dev/urandom"].map { "(literal \"\($0)\")" }.joined(separator: " ")
        var reads = ""
        if let workbook = environment["KATA_WORKBOOK"], !workbook.isEmpty {
            let open = ["KATA_SOURCES", "KATA_INDEX_STORE"].compactMap { environment[$0] }.filter { !$0.isEmpty }
                .map { "(subpath \(quoted($0)))" } + ["(subpath \(quoted(workbook + "/.build")))"]
            reads = "(deny file-read* (require-all (subpath \(quoted(workbook))) (require-not (require-any \(open.joined(separator: " "))))))"
        }
        return """
        (version 1)
        (allow default)
        (deny network-outbound (remote ip))
        (deny process-exec)
        (deny file-write* (require-not (require-any \(allowed) \(devices))))
        (deny file-read* file-write* (regex #"^/dev/(tty|pty|ptmx|console|mem|kmem)"))
        \(reads)
        """
    }
}
#endif
