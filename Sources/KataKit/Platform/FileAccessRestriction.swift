#if os(Linux)
import Foundation
import Glibc

/// Landlock's restriction of what a check's process may read and write (Linux 5.13 and later),
/// for good, in the process and the processes it starts.
///
/// - Read: the system (`/usr`, `/lib*`, `/bin`, `/sbin`, `/etc`, `/proc`, `/sys`, `/dev`), the
///   toolchain's libraries, the check's own executable, the compiler's index of the code
///   (`KATA_INDEX_STORE`), the code under test (`KATA_SOURCES`) and the temporary folder. Not
///   the reference solutions, the hidden checks' sources, the tests, the graders, `.kata/` nor
///   anything else of the workbook or of the machine's users.
/// - Write, make, remove, rename, link: only in the temporary folder and `/dev`.
/// - A check's own process then adds a layer (``Role``): of `/dev` only the few devices it needs,
///   and, where it runs the learner's code, no index.
///
/// The temporary folder is `$TMPDIR` when the runner gave the checks one of their own
/// (`KATA_PRIVATE_TMPDIR=1`); otherwise `/tmp`, `/var/tmp` and `$TMPDIR`.
enum FileAccessRestriction {
    private typealias Syscall = @convention(c) (Int, Int, Int, Int, Int) -> Int
    private static let syscall: Syscall? = dlsym(nil, "syscall").map { unsafeBitCast($0, to: Syscall.self) }
    // The same numbers on every architecture (asm-generic).
    private static let (createRuleset, addRule, restrictSelf) = (444, 445, 446)

    // linux/landlock.h
    private static let readFile: UInt64 = 1 << 2
    private static let readDirectory: UInt64 = 1 << 3
    private static let writeFile: UInt64 = 1 << 1
    private static let truncate: UInt64 = 1 << 14

    /// Every right that writes: write, remove, make; then refer (ABI 2) and truncate (ABI 3).
    private static func writeRights(abi: Int) -> UInt64 {
        var rights: UInt64 = writeFile | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 10 | 1 << 11 | 1 << 12
        if abi >= 2 { rights |= 1 << 13 }
        if abi >= 3 { rights |= truncate }
        return rights
    }

    /// Who the restriction is for: what differs is what of `/dev` and of the index it may read.
    enum Role {
        /// The checks executable from its first instruction (see ``ExecConfinement``).
        case executable
        /// A process that runs the kata's architecture rules, which read the index and run none
        /// of the learner's code.
        case rules
        /// A process that runs a behaviour check, and so the learner's code: no index (it holds
        /// the references' declarations too), and of `/dev` only ``checkDevices``.
        case learnersCode
    }

    /// The devices a check's process may open: nothing else of `/dev` (no terminal, no
    /// pseudo-terminal of the learner's, no memory device).
    static let checkDevices = ["/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"]

    /// The folders (or files) the process may read, and those it may write in.
    static func allowedPaths(environment: [String: String], executable: String?, runtimeLibrary: String?,
                             role: Role = .executable) -> (read: [String], write: [String]) {
        let temporary: [String]
        if environment["KATA_PRIVATE_TMPDIR"] == "1", let folder = environment["TMPDIR"], !folder.isEmpty {
            temporary = [folder]
        } else {
            temporary = ["/tmp", "/var/tmp"] + [environment["TMPDIR"]].compactMap { $0 }.filter { !$0.isEmpty }
        }
        var read = ["/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin", "/etc", "/proc", "/sys", "/dev"] + temporary
        // The toolchain: `<toolchain>/usr/lib/swift/linux/libswiftCore.so` → `<toolchain>/usr`.
        if let runtimeLibrary, URL(fileURLWithPath: runtimeLibrary).lastPathComponent.hasPrefix("libswiftCore.") {
            var folder = URL(fileURLWithPath: runtimeLibrary).deletingLastPathComponent()
            for _ in 0..<3 where folder.path != "/" { folder.deleteLastPathComponent() }
            read.append(folder.path)
        }
        for key in role == .learnersCode ? ["KATA_SOURCES"] : ["KATA_INDEX_STORE", "KATA_SOURCES"] {
            if let path = environment[key], !path.isEmpty { read.append(path) }
        }
        // The rules read the code's text too, and an act-2 reference links the files it keeps
        // from act 1: their targets, for the rules alone (which run none of the learner's code).
        if role == .rules, let sources = environment["KATA_SOURCES"], !sources.isEmpty {
            read += linkTargets(in: sources)
        }
        if let library = environment["KATA_INDEXSTORE_LIB"], !library.isEmpty {
            read.append(URL(fileURLWithPath: library).deletingLastPathComponent().path)
        }
        // The toolchain whose `swift` is on the PATH (`<toolchain>/usr/bin` → `<toolchain>/usr`),
        // where the index's library is looked for when none is named (and where an executable
        // linked with the standard library inside it has no runtime library to point at).
        for folder in (environment["PATH"] ?? "").split(separator: ":") where access("\(folder)/swift", X_OK) == 0 {
            read.append(URL(fileURLWithPath: String(folder)).deletingLastPathComponent().path)
        }
        if let executable {
            read.append(executable)
            // Without KATA_INDEX_STORE the rules read the store beside the executable (Codebase).
            if role != .learnersCode, (environment["KATA_INDEX_STORE"] ?? "").isEmpty,
               let store = IndexStoreLocation.store(besideProduct: executable) {
                read.append(store)
            }
        }
        guard role != .executable else { return (read, temporary + ["/dev"]) }
        read.removeAll { $0 == "/dev" }
        return (read + checkDevices, temporary + checkDevices)
    }

    /// The files that links in `folder` (and its subfolders) lead to.
    static func linkTargets(in folder: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return paths.compactMap { path -> String? in
            let full = "\(folder)/\(path)"
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) != nil else { return nil }
            return URL(fileURLWithPath: full).resolvingSymlinksInPath().path
        }
    }

    /// Applies the restriction; returns whether the kernel took it (false without Landlock).
    ///
    /// - Parameters:
    ///   - executable: The check's executable, read by the process: this one's own when nil;
    ///     the one it is about to `exec` when applied before (see ``ExecConfinement``).
    ///   - role: Who it is for (see ``Role``).
    @discardableResult
    static func apply(environment: [String: String] = ProcessInfo.processInfo.environment, executable: String? = nil,
                      role: Role = .executable) -> Bool {
        guard let syscall else { return false }
        // Before `exec`, the program to start must find the toolchain's libraries: without knowing
        // where they are, the restriction waits for the program's own start.
        let runtimeLibrary = Self.runtimeLibraryPath()
        if executable != nil && runtimeLibrary == nil { return false }
        let abi = syscall(createRuleset, 0, 0, 1, 0) // LANDLOCK_CREATE_RULESET_VERSION
        guard abi >= 1 else { return false }
        let writes = writeRights(abi: abi)
        var handled = writes | readFile | readDirectory // struct landlock_ruleset_attr, its first field
        let ruleset = withUnsafeMutablePointer(to: &handled) { syscall(createRuleset, Int(bitPattern: UnsafeMutableRawPointer($0)), 8, 0, 0) }
        guard ruleset >= 0 else { return false }
        defer { close(Int32(ruleset)) }
        let paths = allowedPaths(environment: environment, executable: executable ?? Self.executablePath(),
                                 runtimeLibrary: runtimeLibrary, role: role)
        for path in paths.read { allow(readFile | readDirectory, beneath: path, in: ruleset, syscall) }
        for path in paths.write { allow(writes | readFile | readDirectory, beneath: path, in: ruleset, syscall) }
        return syscall(restrictSelf, ruleset, 0, 0, 0) == 0
    }

    /// Adds a rule for a folder, or for a file with the rights a file can have.
    private static func allow(_ rights: UInt64, beneath path: String, in ruleset: Int, _ syscall: Syscall) {
        let opened = open(path, 0o10000000 | O_CLOEXEC) // O_PATH
        guard opened >= 0 else { return }
        defer { close(opened) }
        var status = stat()
        guard fstat(opened, &status) == 0 else { return }
        let isFolder = status.st_mode & S_IFMT == S_IFDIR
        let fileRights: UInt64 = 1 << 0 | writeFile | readFile | truncate | 1 << 15
        // struct landlock_path_beneath_attr, packed: allowed_access (8 bytes), parent_fd (4).
        let rule = UnsafeMutableRawPointer.allocate(byteCount: 12, alignment: 8)
        defer { rule.deallocate() }
        rule.storeBytes(of: isFolder ? rights : rights & fileRights, toByteOffset: 0, as: UInt64.self)
        rule.storeBytes(of: opened, toByteOffset: 8, as: Int32.self)
        _ = syscall(addRule, ruleset, 1, Int(bitPattern: rule), 0) // LANDLOCK_RULE_PATH_BENEATH
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The Swift runtime library this process runs with, as its memory map names it.
    private static func runtimeLibraryPath() -> String? {
        // Read to its end: Foundation's `String(contentsOfFile:)` stops at a page of a /proc file.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps").flatMap({ try? $0.readToEnd() }) else { return nil }
        let maps = String(decoding: data, as: UTF8.self)
        for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
            if let start = line.firstIndex(of: "/") { return String(line[start...]) }
        }
        return nil
    }
}
#endif
