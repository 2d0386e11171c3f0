import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running child process, with pipes to its standard input, output and error, and
/// optionally a results pipe on its descriptor 3.
final class Child {
    let pid: pid_t
    /// The read end of the child's standard output (and error, when merged).
    let output: Int32
    /// The read end of the pipe on the child's descriptor 3, or -1.
    let results: Int32
    private var input: Int32
    private let errors: PipeCollector?
    private var endStatus: Int32?
    /// For a forked process: the pipe its wait status comes on; -1 otherwise.
    private var endPipe: Int32

    /// Starts a program.
    ///
    /// - Parameters:
    ///   - mergeErrors: Send standard error to the same pipe as standard output.
    ///   - resultsPipe: Give the child a pipe of its own on descriptor 3, read from ``results``.
    ///   - descriptor3: Give the child this descriptor as its descriptor 3 instead.
    ///   - newSession: Start the child in a session of its own: no controlling terminal, and a
    ///     process group it leads, which ``terminate()`` ends whole.
    ///
    /// The child gets descriptors 0, 1, 2 and 3 when asked, and no other, whatever `kata`
    /// inherited from the program that started it.
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
         mergeErrors: Bool = false, resultsPipe: Bool = false, descriptor3: Int32? = nil, newSession: Bool = false) throws {
        Child.ignoreBrokenPipes
        // One child at a time, from its pipes to its start: a child started on another thread
        // between a pipe's creation and its close-on-exec flag would keep that pipe open.
        Child.starting.lock()
        defer { Child.starting.unlock() }
        guard !Subprocess.isEnding else { throw SystemError("kata is ending: \(executable) was not started") }
        let inputPipe = try Child.makePipe(), outputPipe = try Child.makePipe()
        let errorPipe = mergeErrors ? nil : try Child.makePipe()
        let resultsPipe = resultsPipe ? try Child.makePipe() : nil
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        Child.duplicate(inputPipe.read, onto: STDIN_FILENO, in: &actions)
        Child.duplicate(outputPipe.write, onto: STDOUT_FILENO, in: &actions)
        Child.duplicate(errorPipe?.write ?? outputPipe.write, onto: STDERR_FILENO, in: &actions)
        if let resultsPipe { Child.duplicate(resultsPipe.write, onto: 3, in: &actions) }
        if let descriptor3 { Child.duplicate(descriptor3, onto: 3, in: &actions) }
        #if canImport(Glibc)
        Child.closeDescriptors(from: resultsPipe != nil || descriptor3 != nil ? 4 : 3, in: &actions)
        #endif

        // `kata` ignores SIGINT, SIGTERM and SIGPIPE itself (see Interruption); its children must not.
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Nor do they inherit the signals blocked in the thread that starts them (Dispatch's
        // threads block most): a check server would never hear of its children's end.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        #if canImport(Darwin)
        if newSession { flags |= Int32(POSIX_SPAWN_SETSID) }
        // Every descriptor but those the file actions set is closed in the child.
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        if newSession { flags |= Child.spawnNewSession }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let merged = Self.inherited(ProcessInfo.processInfo.environment).merging(environment) { $1 }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = executable.contains("/")
            ? posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&pid, executable, &actions, &attributes, argv, envp)
        [inputPipe.read, outputPipe.write, errorPipe?.write, resultsPipe?.write].compactMap { $0 }.forEach { close($0) }
        guard spawned == 0 else {
            [inputPipe.write, outputPipe.read, errorPipe?.read, resultsPipe?.read].compactMap { $0 }.forEach { close($0) }
            throw SystemError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        output = outputPipe.read
        results = resultsPipe?.read ?? -1
        input = inputPipe.write
        errors = errorPipe.map { PipeCollector($0.read) }
        endPipe = -1
        leadsGroup = newSession
        Subprocess.running.add(pid, leadingGroup: newSession)
    }

    /// A process that another process (a check server) forked: not a child of `kata`, so its
    /// end is read from `endPipe`, where its parent writes its wait status.
    init(forked pid: pid_t, input: Int32, output: Int32, results: Int32, endPipe: Int32) {
        self.pid = pid
        self.input = input
        self.output = output
        self.results = results
        self.endPipe = endPipe
        errors = nil
        leadsGroup = true
        Subprocess.running.add(pid, leadingGroup: true)
    }

    /// Whether the child leads a process group of its own, which ``terminate()`` ends whole.
    private let leadsGroup: Bool

    private static let starting = NSLock()

    /// Runs `body` while no child is being started (one that has started but is not yet
    /// counted among the running children).
    static func whileNoneStarts<T>(_ body: () -> T) -> T {
        starting.withLock(body)
    }

    /// A write to a child that has ended fails with EPIPE instead of ending `kata`.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Writes to the child's standard input, and returns whether it was all written.
    @discardableResult
    func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { write(input, $0.baseAddress, $0.count) } == bytes.count
    }

    /// Reads the child's output to its end as lines, then waits for it to end.
    func finishLines(_ onLine: (String) -> Void) -> Subprocess.Result {
        var buffer = Data()
        let result = finish { chunk in
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                onLine(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
        }
        if !buffer.isEmpty { onLine(String(decoding: buffer, as: UTF8.self)) }
        return result
    }

    /// Closes the child's input, reads its output to its end, and waits for it to end.
    func finish(_ onData: (Data) -> Void) -> Subprocess.Result {
        closeInput()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            onData(Data(chunk[0..<count]))
        }
        return waitForEnd()
    }

    /// Waits for the child to end, closes the pipes from it, and returns how it ended.
    func waitForEnd() -> Subprocess.Result {
        closeInput()
        [output, results].filter { $0 >= 0 }.forEach { close($0) }
        var status: Int32 = 0
        if let endStatus {
            status = endStatus
        } else if endPipe >= 0 {
            status = readEndStatus()
        } else {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if endPipe >= 0 { close(endPipe) }
        endPipe = -1
        Subprocess.running.remove(pid)
        Subprocess.endOrphans()
        // The child ended because `kata` was interrupted: the signal handler ends `kata` now,
        // and this run must not report the child's end as a failure of the learner's code.
        while Interruption.isInterrupted { sleep(1) }
        let errorText = errors?.finish() ?? ""
        let signal = status & 0x7f
        return signal == 0
            ? Subprocess.Result(status: (status >> 8) & 0xff, endedBySignal: false, output: errorText)
            : Subprocess.Result(status: signal, endedBySignal: true, output: errorText)
    }

    /// Whether the child has ended; it is then reaped, and ``waitForEnd()`` returns at once.
    func hasEnded() -> Bool {
        guard endStatus == nil else { return true }
        if endPipe >= 0 {
            var entry = pollfd(fd: endPipe, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 0) > 0 else { return false }
            endStatus = readEndStatus()
            return true
        }
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == 0 || (reaped < 0 && errno == EINTR) { return false }
        // Reaped here, or already reaped by `terminateAll` after Ctrl-C (ECHILD).
        endStatus = status
        return true
    }

    /// The wait status its parent wrote on `endPipe`, waiting for it up to ``endStatusLimit``.
    /// When the parent ended or did not write it in time, the process is ended (SIGKILL) and
    /// reported so.
    private func readEndStatus() -> Int32 {
        var entry = pollfd(fd: endPipe, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(Self.endStatusLimit)
        var status: Int32 = 0
        var count = 0
        while count == 0 {
            let milliseconds = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            let ready = poll(&entry, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            count = withUnsafeMutableBytes(of: &status) { read(endPipe, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { count = 0 } else if count <= 0 { break }
        }
        guard count == MemoryLayout<Int32>.size else {
            kill(pid, SIGKILL)
            return SIGKILL
        }
        return status
    }

    /// How long a forked process's parent may take to tell its end.
    private static let endStatusLimit: Double = 2

    /// Ends the child at once (SIGKILL), with its process group when it leads one, unless it
    /// has ended already.
    func terminate() {
        guard !hasEnded() else { return }
        if leadsGroup { kill(-pid, SIGKILL) }
        kill(pid, SIGKILL)
    }

    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// A pipe whose ends are closed in other children, so that no child keeps another's pipe
    /// open (which would hide the end of its output).
    /// Gives the child `source` as its descriptor `target`. When `kata` started with a standard
    /// descriptor closed, a pipe lands on it: `source` is then `target`, a `dup2` that XNU skips
    /// leaving `FD_CLOEXEC` set (the child would lose the pipe). On a Mac the descriptor is then
    /// inherited explicitly (`addinherit_np` clears the flag in the child, and marks it kept
    /// under `POSIX_SPAWN_CLOEXEC_DEFAULT`); glibc's `adddup2` clears it itself (POSIX 2024).
    /// A Mac must confirm the first; ``ChildTests`` tries the second on Linux.
    #if canImport(Darwin)
    private static func duplicate(_ source: Int32, onto target: Int32, in actions: inout posix_spawn_file_actions_t?) {
        if source == target {
            posix_spawn_file_actions_addinherit_np(&actions, target)
        } else {
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
    }
    #else
    private static func duplicate(_ source: Int32, onto target: Int32, in actions: inout posix_spawn_file_actions_t) {
        posix_spawn_file_actions_adddup2(&actions, source, target)
    }
    #endif

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw SystemError("cannot create a pipe") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }
}

#if canImport(Glibc)
extension Child {
    /// glibc's `POSIX_SPAWN_SETSID` (spawn.h), which its Swift module does not show.
    static let spawnNewSession: Int32 = 0x80

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its Swift
    /// module does not show.
    private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    /// Closes, in the child, every descriptor from `lowest` on: those `kata` inherited from the
    /// program that started it included (an autograder's harness may leave some open).
    static func closeDescriptors(from lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        if let addCloseFrom {
            _ = addCloseFrom(&actions, lowest)
            return
        }
        // An older glibc: close those that are open and not closed on exec.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let descriptor = Int32(name), descriptor >= lowest,
                  fcntl(descriptor, F_GETFD) >= 0, fcntl(descriptor, F_GETFD) & FD_CLOEXEC == 0 else { continue }
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
}
#endif
