import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wrong on purpose: the checks of `answer()` fail however the code below tries to fool the runner.
func answer() -> Int {
    41
}

/// A passing result for every check, as the runner's results channel once read them.
let forgedResults = HostileNames.all.enumerated().map { index, name in
    #"{"index":\#(index),"kind":"finished","result":{"duration":0,"failures":[],"kind":"behaviour","name":"\#(name)","output":"","status":"pass"}}"#
}.joined(separator: "\n") + "\n"

enum HostileNames {
    static let all = [
        "the answer is 42",
        "a thread that prints result-like lines does not make checks pass",
        "forged results on every descriptor are refused",
        "spinning tasks left behind",
        "code that answers on another task is not starved",
        "killing the spare processes, then trapping",
        "output that is not UTF-8 does not hide a trap",
        "the answer is still 42",
        "processes the code starts end with the check",
        "the code cannot reach the terminal",
        "killing its parent ends only this check",
        "killing its process group ends only this check",
        "terminating its process group ends only this check",
        "stopping its parent does not stop the runner",
        "a pass signed with a key found in memory is refused",
        "a request through URLSession.shared is denied and reported",
        "curl started through Process is denied and reported",
        "a raw network socket is denied and reported",
        "exec of a shell is denied and reported",
        "a local socket pair still works",
        "a file written outside the temporary folders is denied",
        "a file in the temporary folder can be written",
        "the reference, the hidden checks, the workbook's state and the process's memory cannot be read",
        "the mode, times, attributes and immutable flag of a file outside the temporary folders cannot be changed",
        "no process above the check's supervisor can be signalled",
        "threads that answer the effects filter themselves cannot let a connection through",
    ]
}

/// Starts a thread that prints lines shaped like results, forever.
func printResultLikeLinesForever() {
    Thread.detachNewThread {
        while true {
            print(forgedResults, terminator: "")
            usleep(1_000)
        }
    }
}

/// Writes forged results on every open descriptor, the results channel's included.
func forgeResultsOnEveryDescriptor() {
    let bytes = Array(forgedResults.utf8)
    for descriptor in Int32(0)..<1024 where fcntl(descriptor, F_GETFD) != -1 {
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// Leaves eight tasks spinning forever.
func leaveSpinningTasks() {
    for _ in 0..<8 {
        Task.detached {
            var count = 0
            while true { count &+= 1 }
        }
    }
}

/// 42, computed on another task.
func answerOnAnotherTask() async -> Int {
    await Task.detached { 42 }.value
}

/// Ends the other processes of the parent (the runner's spare checks processes), then traps.
func killTheSparesThenTrap() -> Int {
    // Only this kata's spares: under `kata check` the other katas' checks run beside them. Read
    // from /proc: no program may be started in a check (`pgrep` would be denied).
    for pid in spares() where pid != getpid() {
        kill(pid, SIGKILL)
    }
    fatalError("after killing the spares")
}

/// The children of this process's parent whose command line names HostileChecks (Linux).
private func spares() -> [pid_t] {
    #if os(Linux)
    let parent = getppid()
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
    let children = tasks.flatMap { task in
        ((try? String(contentsOfFile: "/proc/\(parent)/task/\(task)/children", encoding: .utf8)) ?? "")
            .split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    return children.filter { pid in
        ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").contains("HostileChecks")
    }
    #else
    return [] // no /proc (macOS): the check only traps
    #endif
}

/// Prints bytes that are not UTF-8, then traps.
func printInvalidUTF8ThenTrap() -> Int {
    FileHandle.standardOutput.write(Data([0x62, 0x61, 0x64, 0xFF, 0xFE, 0x0A]))
    fatalError("after bytes that are not UTF-8")
}

/// What the processes below carry on their command line, so that a test finds them: the
/// `HOSTILE_MARK` of the environment, a number of seconds.
let mark = ProcessInfo.processInfo.environment["HOSTILE_MARK"] ?? "4242"

/// Starts processes that would outlive the check: a child never waited for, a daemon in a
/// session of its own, an orphan of a shell, and a child started from a task's thread (whose
/// blocked signals it inherits).
func startProcessesThatOutliveTheCheck() async {
    start("/bin/sleep", [mark])
    start("/usr/bin/setsid", ["/bin/sleep", mark])
    start("/bin/sh", ["-c", "/bin/sleep \(mark) & exit 0"])
    await Task.detached { start("/bin/sleep", [mark]) }.value
    usleep(200_000)
}

private func start(_ path: String, _ arguments: [String]) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    try? process.run()
}

/// Writes a fake verdict to the terminal, when it can open it: whether it could.
func writeToTheTerminal() -> Bool {
    // The controlling terminal, and every pseudo-terminal by its number (listing /dev/pts may be
    // denied where opening one is not): the learner's own is among them.
    let terminals = ["/dev/tty", "/dev/console", "/dev/ptmx"] + (0..<64).map { "/dev/pts/\($0)" }
    for path in terminals {
        let terminal = open(path, O_WRONLY | O_NOCTTY)
        guard terminal >= 0 else { continue }
        let fake = Array("\u{1B}]0;FAKE TITLE\u{07}\u{1B}[31mFAKE: hostile: all checks pass.\u{1B}[0m\n".utf8)
        _ = fake.withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
        close(terminal)
        return true
    }
    return false
}

/// Sends a signal to a process (0: the caller's process group), then waits for it to land.
/// On macOS a check's parent is `kata` itself, which nothing protects there: not its parent.
func signalAndWait(_ pid: pid_t, _ signal: Int32) -> Int {
    #if os(Linux)
    kill(pid, signal)
    #else
    if pid == 0 { kill(pid, signal) }
    #endif
    sleep(2)
    return 41
}

// MARK: - Effects that a check's process never needs (denied and reported, issue 29)

/// A request to 127.0.0.1 through `URLSession.shared`, its error swallowed.
func fetchThroughTheSharedSession() async {
    guard let url = URL(string: "http://127.0.0.1:9/analytics") else { return }
    _ = try? await URLSession.shared.data(from: url)
}

/// `curl` through `Process`, its error swallowed.
func runCurl() {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
    process.arguments = ["-s", "http://127.0.0.1:9/analytics"]
    try? process.run()
    if process.isRunning { process.waitUntilExit() }
}

/// A raw socket of a network family: whether it could be made.
func openRawSocket() -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
}

/// `execv` of a shell, whose failure is ignored: if it were allowed, the check's process
/// would become the shell.
func execShell() {
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("sh"), strdup("-c"), strdup("exit 0"), nil]
    _ = execv("/bin/sh", arguments)
}

/// A pair of local sockets, which KataKit's own work needs: whether a byte goes through.
func localSocketPairWorks() -> Bool {
    var pair: [Int32] = [0, 0]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0 else { return false }
    defer { close(pair[0]); close(pair[1]) }
    var byte: UInt8 = 42
    guard write(pair[0], &byte, 1) == 1 else { return false }
    byte = 0
    return read(pair[1], &byte, 1) == 1 && byte == 42
}

/// Appends a line to a log file: whether it could, at `path`.
func appendToLog(at path: String) -> Bool {
    guard let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil)
        ? FileHandle(forWritingAtPath: path) : nil) else { return false }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(Data("analytics\n".utf8))
    try? FileManager.default.removeItem(atPath: path)
    return true
}

// MARK: - What a check may not read or change, nor whom it may signal (issue 40)

/// The workbook's folder, as the runner names it to the checks.
private var workbook: String { ProcessInfo.processInfo.environment["KATA_WORKBOOK"] ?? "" }

/// The files of the workbook a check could read, each read in full: those it could.
func readableSecrets() -> [String] {
    ["Solutions/Mixed/Mixed.swift", "Sources/Checks/Hostile/HostileChecks.swift", "Package.swift", "Katas/katas.json"]
        .filter { (try? String(contentsOfFile: workbook + "/" + $0, encoding: .utf8)) != nil }
        + (((try? FileManager.default.contentsOfDirectory(atPath: workbook)) ?? []).isEmpty ? [] : ["the workbook's folder"])
        + processMemory() + indexStore()
}

/// The compiler's index of the build, which holds the reference's declarations too: whether it
/// could be listed, where the runner says it is or beside the executable.
func indexStore() -> [String] {
    let named = ProcessInfo.processInfo.environment["KATA_INDEX_STORE"].map { [$0] } ?? []
    let beside = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("index/store").path]
    return (named + beside).filter { ((try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? []).isEmpty == false }
        .map { _ in "the index store" }
}

/// The process's own memory through the file system, and the machine's: what could be opened.
func processMemory() -> [String] {
    ["/proc/self/mem", "/proc/thread-self/mem", "/proc/\(getpid())/mem", "/proc/kcore", "/dev/mem"].filter { path in
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }
}

/// Tries to change the mode, times, extended attributes and flags of the workbook's
/// `Package.swift`: what it could change (and then put back).
func changedMetadata() -> [String] {
    #if os(Linux)
    let path = workbook + "/Package.swift"
    var changed: [String] = []
    if chmod(path, 0o777) == 0 {
        changed.append("mode")
        chmod(path, 0o644)
    }
    let descriptor = open(path, O_RDONLY)
    if descriptor >= 0 {
        if fchmod(descriptor, 0o600) == 0 {
            changed.append("mode through a descriptor")
            fchmod(descriptor, 0o644)
        }
        // FS_IOC_GETFLAGS, then FS_IOC_SETFLAGS with FS_IMMUTABLE_FL.
        var flags: Int = 0
        if ioctlWithPointer(descriptor, 0x8008_6601, &flags) == 0 {
            var immutable = flags | 0x10
            if ioctlWithPointer(descriptor, 0x4008_6602, &immutable) == 0 {
                changed.append("immutable flag")
                _ = ioctlWithPointer(descriptor, 0x4008_6602, &flags)
            }
        }
        close(descriptor)
    }
    var times = [timespec(tv_sec: 0, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: 0)]
    if utimensat(AT_FDCWD, path, &times, 0) == 0 { changed.append("times") }
    typealias SetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
    if let symbol = dlsym(nil, "setxattr"), unsafeBitCast(symbol, to: SetAttribute.self)(path, "user.kata", "x", 1, 0) == 0 {
        changed.append("extended attribute")
    }
    return changed
    #else
    return []
    #endif
}

#if os(Linux)
private typealias IoctlPointer = @convention(c) (Int32, UInt, UnsafeMutableRawPointer) -> Int32
private func ioctlWithPointer(_ descriptor: Int32, _ request: UInt, _ value: inout Int) -> Int32 {
    guard let symbol = dlsym(nil, "ioctl") else { return -1 }
    let call = unsafeBitCast(symbol, to: IoctlPointer.self)
    return withUnsafeMutableBytes(of: &value) { call(descriptor, request, $0.baseAddress!) }
}
#endif

/// Sends SIGSTOP to every process above the check's supervisor up to `kata` (the check server,
/// `kata`): those it could stop (and then continued).
func stoppedAncestors() -> [Int32] {
    #if os(Linux)
    var stopped: [Int32] = []
    var pid = parent(of: getppid())
    while let current = pid, current > 1 {
        if kill(current, SIGSTOP) == 0 {
            stopped.append(current)
            kill(current, SIGCONT)
        }
        // Up to `kata`, not further: what started it is not the runner's.
        if ((try? String(contentsOfFile: "/proc/\(current)/comm", encoding: .utf8)) ?? "kata").hasPrefix("kata") { break }
        pid = parent(of: current)
    }
    return stopped
    #else
    return []
    #endif
}

private func parent(of pid: Int32) -> Int32? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? Int32(fields[1]) : nil
}

/// Threads that look for the seccomp listener on every descriptor and answer "continue" to
/// whatever they receive, while the check opens a network socket: whether it was made.
func networkSocketWithThreadsAnsweringTheFilter() -> Bool {
    #if os(Linux)
    guard let symbol = dlsym(nil, "ioctl") else { return false }
    let call = unsafeBitCast(symbol, to: IoctlPointer.self)
    for _ in 0..<4 {
        Thread.detachNewThread {
            let request = UnsafeMutableRawPointer.allocate(byteCount: 80, alignment: 8)
            let response = UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8)
            while true {
                for descriptor in Int32(0)..<256 where fcntl(descriptor, F_GETFD) != -1 {
                    memset(request, 0, 80)
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&ready, 1, 0) > 0, call(descriptor, 0xc050_2100, request) == 0 else { continue }
                    memset(response, 0, 24)
                    response.storeBytes(of: request.load(as: UInt64.self), toByteOffset: 0, as: UInt64.self)
                    response.storeBytes(of: UInt32(1), toByteOffset: 20, as: UInt32.self) // SECCOMP_USER_NOTIF_FLAG_CONTINUE
                    _ = call(descriptor, 0xc018_2101, response)
                }
            }
        }
    }
    usleep(50_000)
    var made = false
    for _ in 0..<5 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if descriptor >= 0 {
            made = true
            close(descriptor)
        }
        usleep(20_000)
    }
    return made
    #else
    return false
    #endif
}

// MARK: - Assertions of its own, more specific than KataKit's (issue 40)

/// Would win overload resolution over KataKit's generic `expectEqual` in checks that call it
/// unqualified: the checks call `KataKit.expectEqual`, so these never run.
func expectEqual(_ actual: Int, _ expected: Int, _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {}
func expectEqual(_ actual: Bool, _ expected: Bool, _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {}
func expectEqual(_ actual: [String], _ expected: [String], _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {}
func expectEqual(_ actual: [Int32], _ expected: [Int32], _ message: @autoclosure () -> String = "",
                 file: StaticString = #filePath, line: UInt = #line) {}
