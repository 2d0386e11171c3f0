#if os(Linux)
import Foundation
import Glibc
import KataKit

/// The runner's side of a checks executable started with `--serve` (Linux): it asks the server
/// for the process of each check, which a fork starts in about a millisecond (see
/// `CheckServer` in KataKit). Safe to use from several threads.
///
/// When the server cannot give a process (it refused to serve, ended, or the code of a check
/// killed it), ``fork()`` returns nil from then on, and the runner starts the executable for
/// each check instead.
final class CheckServerConnection: @unchecked Sendable {
    private let server: Child
    private let socket: Int32
    private let lock = NSLock()
    private var isBroken = false
    private var hasServed = false
    private var isEnded = false

    /// The server's process id.
    var pid: pid_t { server.pid }

    init(executable: String, environment: [String: String]) throws {
        var pair: [Int32] = [0, 0]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw WorkbookError.io("cannot create a socket") }
        defer { close(pair[1]) }
        do {
            server = try Child(executable, ["--serve"], environment: environment, mergeErrors: true, descriptor3: pair[1],
                           newSession: true)
        } catch {
            close(pair[0])
            throw error
        }
        socket = pair[0]
    }

    /// A new process, waiting for its check's request as a `--standby` process does; nil when
    /// the server cannot give one.
    func fork() -> Child? {
        lock.withLock {
            guard !isBroken else { return nil }
            var request = UInt8(ascii: "F")
            var ready = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard send(socket, &request, 1, Int32(MSG_NOSIGNAL)) == 1,
                  poll(&ready, 1, Int32(CheckProcess.startLimit * 1000)) > 0,
                  let (pid, descriptors) = DescriptorPassing.receive(upTo: 4, on: socket)
            else {
                isBroken = true
                return nil
            }
            guard pid > 0, descriptors.count == 4 else {
                descriptors.forEach { close($0) }
                isBroken = true
                return nil
            }
            hasServed = true
            return Child(forked: pid, input: descriptors[0], output: descriptors[1], results: descriptors[2],
                         endPipe: descriptors[3])
        }
    }

    /// Ends the server, which ends the processes it forked that still run (one that never
    /// served is ended at once). Only the first call does anything.
    func end() {
        guard let served = lock.withLock({ () -> Bool? in
            guard !isEnded else { return nil }
            (isEnded, isBroken) = (true, true)
            close(socket)
            return hasServed
        }) else { return }
        let deadline = Date().addingTimeInterval(served ? 1 : 0)
        while !server.hasEnded() && Date() < deadline { usleep(1_000) }
        server.terminate()
        _ = server.waitForEnd()
    }
}
#endif
