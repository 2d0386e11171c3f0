#if os(Linux)
import Foundation
import Glibc

/// The write end of the pipe that wakes the server when a child ends (see ``CheckServer``).
nonisolated(unsafe) private var childEndedDescriptor: Int32 = -1

/// `--serve`, on Linux only: a checks process that forks the process of each check.
///
/// Starting a checks executable costs 10 to 16 ms of CPU on Linux, most of it the dynamic
/// linker binding the Swift runtime and Foundation; a fork of a process that has done it costs
/// about one. Each check still runs in a process of its own, which ends after it.
///
/// The runner writes one byte on descriptor 3 (a Unix socket) to ask for a process. The server
/// forks one, with new pipes for its standard input, output and error, its results (its
/// descriptor 3) and its end, and sends the runner the process id with the runner's ends of
/// those pipes. When the process ends, the server writes its wait status on the last pipe.
/// The server ends when the socket closes, and ends the processes it forked then.
///
/// A fork is safe only while the server has one thread: it refuses to serve otherwise, and the
/// runner then starts the executable for each check, as on macOS (where Foundation does not
/// allow a forked process to go on without `exec`).
enum CheckServer {
    private static let socket: Int32 = 3

    /// Serves until the runner closes the socket, then exits. Returns only in a forked
    /// process: its standard streams and descriptor 3 are then those of a `--standby` process.
    static func serve() {
        guard ProcessTree.threadCount() == 1 else {
            Platform.writeToStandardError("--serve needs a process with one thread; it has \(ProcessTree.threadCount())\n")
            Platform.exitNow(3)
        }
        var wake: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else { Platform.exitNow(3) }
        // The orphans of the processes it forks come to it, which ends them (see `reap`).
        ProcessTree.adoptOrphans()
        let server = getpid()
        _ = fcntl(wake[1], F_SETFL, O_NONBLOCK)
        childEndedDescriptor = wake[1]
        signal(SIGCHLD) { _ in
            var byte: UInt8 = 0
            _ = write(childEndedDescriptor, &byte, 1)
        }
        // A process started from a thread that blocks signals inherits that: hear SIGCHLD.
        var childEnded = sigset_t()
        sigemptyset(&childEnded)
        sigaddset(&childEnded, SIGCHLD)
        sigprocmask(SIG_UNBLOCK, &childEnded, nil)
        var statusPipes: [pid_t: Int32] = [:]
        while true {
            var entries = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            guard poll(&entries, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                end(statusPipes)
            }
            if entries[1].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(wake[0], &bytes, bytes.count)
                reap(&statusPipes)
            }
            guard entries[0].revents != 0 else { continue }
            var request: UInt8 = 0
            let count = read(socket, &request, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { end(statusPipes) }
            if forkProcess(&statusPipes, server: server) { return }
        }
    }

    /// Forks a process for a check; returns true in that process.
    private static func forkProcess(_ statusPipes: inout [pid_t: Int32], server: pid_t) -> Bool {
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<4 {
            var pair: [Int32] = [0, 0]
            guard pipe(&pair) == 0 else { break }
            pipes.append((pair[0], pair[1]))
        }
        guard pipes.count == 4 else {
            pipes.forEach { close($0.read); close($0.write) }
            DescriptorPassing.send(-1, descriptors: [], on: socket)
            return false
        }
        let (input, output, results, status) = (pipes[0], pipes[1], pipes[2], pipes[3])
        let pid = fork()
        if pid == 0 {
            // A session of its own: no terminal, and a process group the runner ends at once.
            setsid()
            ProcessTree.dieWithParent(server)
            signal(SIGCHLD, SIG_DFL)
            Platform.duplicate(input.read, onto: STDIN_FILENO)
            Platform.duplicate(output.write, onto: STDOUT_FILENO)
            Platform.duplicate(output.write, onto: STDERR_FILENO)
            Platform.duplicate(results.write, onto: socket)
            closeDescriptors(above: socket)
            return true
        }
        [input.read, output.write, results.write].forEach { close($0) }
        let passed = [input.write, output.read, results.read, status.read]
        if pid < 0 {
            close(status.write)
            DescriptorPassing.send(-1, descriptors: [], on: socket)
        } else {
            statusPipes[pid] = status.write
            DescriptorPassing.send(pid, descriptors: passed, on: socket)
        }
        passed.forEach { close($0) }
        return false
    }

    /// Reaps the forked processes that ended and the orphans it adopted, ends the orphans that
    /// still run (what a check started and left behind), then writes each forked process's
    /// wait status on its pipe: when the runner reads it, nothing the check started is left.
    private static func reap(_ statusPipes: inout [pid_t: Int32]) {
        while true {
            var status: Int32 = 0
            let pid = waitpid(-1, &status, WNOHANG)
            if pid < 0 && errno == EINTR { continue }
            guard pid > 0 else { return }
            guard let pipe = statusPipes.removeValue(forKey: pid) else { continue }
            ProcessTree.endChildren(except: Set(statusPipes.keys))
            _ = withUnsafeBytes(of: &status) { write(pipe, $0.baseAddress, $0.count) }
            close(pipe)
        }
    }

    /// The runner is gone: ends every forked process still running, and exits.
    private static func end(_ statusPipes: [pid_t: Int32]) -> Never {
        for pid in statusPipes.keys { kill(-pid, SIGKILL) }
        ProcessTree.endChildren()
        Platform.exitNow(0)
    }

    /// Closes every descriptor above `lowest`: a forked process keeps only its own.
    private static func closeDescriptors(above lowest: Int32) {
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > lowest {
            close(descriptor)
        }
    }

}
#endif
