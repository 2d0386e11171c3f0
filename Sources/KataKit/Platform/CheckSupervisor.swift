#if os(Linux)
import Foundation
import Glibc

/// The write end of the pipe that wakes the supervisor when a child ends.
nonisolated(unsafe) private var childEndedDescriptor: Int32 = -1

/// The supervisor of one check (Linux): before any of the learner's code runs, the checks
/// process forks; the child runs the check, and the parent stays behind it, running none of
/// the learner's code, as its supervisor.
///
/// - The check's parent is the supervisor, not `kata`: a signal the code sends its parent (or
///   its process group, which the supervisor leads in a session of its own, with no terminal)
///   ends or stops this check's processes, never `kata`.
/// - The supervisor adopts the orphans of the check's descendants (a child subreaper), so
///   daemons that leave the process group still have it as an ancestor; when the check ends it
///   ends every one of them (SIGKILL, which no blocked signal mask stops).
/// - The check dies with the supervisor (a parent-death signal), and the supervisor ends the
///   check and its descendants as soon as the runner closes the results channel: when `kata`
///   is done with the check, or is gone, whatever ended it.
///
/// - The supervisor holds the listener of the check's seccomp filter (see ``EffectGuard``): the
///   check sends it over a socket as soon as the filter is in place, before any of the learner's
///   code runs, and closes its own. For each network connection or program the code tries, the
///   supervisor writes an ``EffectMarker`` on the check's output, then answers `EPERM`: no
///   thread of the check can answer in its place, nor take the report back.
///
/// The supervisor then ends as the check ended: same exit status, or same signal.
enum CheckSupervisor {
    /// Forks; returns in the child, which runs the check, with its end of the socket to the
    /// supervisor (for ``EffectGuard/install(supervisor:)``). Without a fork (a process with
    /// threads, no descriptors left) it returns nil at once and the check runs unsupervised.
    ///
    /// - Parameter results: The results channel's descriptor: its reader's end is watched.
    static func start(watching results: Int32) -> Int32? {
        guard ProcessTree.threadCount() == 1 else { return nil }
        var wake: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else { return nil }
        var sockets: [Int32] = [0, 0]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            close(wake[0])
            close(wake[1])
            return nil
        }
        let supervisor = getpid()
        ProcessTree.adoptOrphans()
        let check = fork()
        if check == 0 {
            close(wake[0])
            close(wake[1])
            close(sockets[0])
            ProcessTree.dieWithParent(supervisor)
            return sockets[1]
        }
        guard check > 0 else {
            (wake + sockets).forEach { close($0) }
            return nil
        }
        close(sockets[1])
        supervise(check, wake: wake, results: results, listenerSocket: sockets[0])
    }

    private static func supervise(_ check: pid_t, wake: [Int32], results: Int32, listenerSocket: Int32) -> Never {
        // The check's output, kept to write the markers of what the code tried.
        let report = dup(STDOUT_FILENO)
        if report >= 0 { _ = fcntl(report, F_SETFD, FD_CLOEXEC) }
        // Hold none of the check's standard streams but that: the runner sees their end when the
        // check and its supervisor end.
        let null = open("/dev/null", O_RDWR)
        if null >= 0 {
            [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].forEach { Platform.duplicate(null, onto: $0) }
            if null > STDERR_FILENO { close(null) }
        }
        _ = fcntl(wake[1], F_SETFL, O_NONBLOCK)
        childEndedDescriptor = wake[1]
        signal(SIGCHLD) { _ in
            var byte: UInt8 = 0
            _ = write(childEndedDescriptor, &byte, 1)
        }
        var childEnded = sigset_t()
        sigemptyset(&childEnded)
        sigaddset(&childEnded, SIGCHLD)
        sigprocmask(SIG_UNBLOCK, &childEnded, nil)
        var status = reap(check)
        var socket = listenerSocket
        var listener: Int32 = -1
        while status == nil {
            // A pipe's write end reports POLLERR once its reader has closed it.
            var entries = [pollfd(fd: results, events: 0, revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
                           pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            if poll(&entries, 4, -1) < 0 && errno != EINTR { break }
            if entries[0].revents != 0 {
                kill(check, SIGKILL)
                while status == nil { status = reap(check, waiting: true) }
                break
            }
            if entries[1].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                _ = read(wake[0], &bytes, bytes.count)
            }
            if entries[2].revents != 0 {
                // The listener, once; then the socket is done.
                if let received = DescriptorPassing.receive(upTo: 1, on: socket), let descriptor = received.descriptors.first {
                    listener = descriptor
                }
                close(socket)
                socket = -1
            }
            if entries[3].revents & Int16(POLLIN) != 0 {
                EffectListener.answer(listener, reportingTo: report)
            } else if entries[3].revents != 0 {
                // Every process of the filter has ended.
                close(listener)
                listener = -1
            }
            status = reap(check)
        }
        ProcessTree.endChildren()
        endAsTheCheckEnded(status ?? SIGKILL)
    }

    /// Reaps the children that ended (orphans it adopted among them); returns the check's
    /// wait status once it ended.
    private static func reap(_ check: pid_t, waiting: Bool = false) -> Int32? {
        var checkStatus: Int32?
        while true {
            var status: Int32 = 0
            let pid = waitpid(waiting && checkStatus == nil ? check : -1, &status, waiting && checkStatus == nil ? 0 : WNOHANG)
            if pid < 0 && errno == EINTR { continue }
            guard pid > 0 else { return checkStatus }
            if pid == check { checkStatus = status }
        }
    }

    /// Exits with the check's exit status, or ends by the signal that ended it (no core dump:
    /// the checks process has set its core size limit to 1 byte).
    private static func endAsTheCheckEnded(_ status: Int32) -> Never {
        let signalNumber = status & 0x7f
        guard signalNumber != 0 else { Platform.exitNow((status >> 8) & 0xff) }
        signal(signalNumber, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signalNumber)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        kill(getpid(), signalNumber)
        Platform.exitNow(128 + signalNumber)
    }
}
#endif
