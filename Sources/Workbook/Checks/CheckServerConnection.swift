#if os(Linux)
import Foundation
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
    private let socket: SocketPair
    private let lock = NSLock()
    private var isBroken = false
    private var hasServed = false
    private var isEnded = false

    /// The server's process id.
    var pid: Int32 { server.pid }

    init(executable: String, environment: [String: String]) throws {
        let pair = try SocketPair()
        defer { Descriptors.close(pair.remote) }
        do {
            let confined = ConfinedLaunch.command(executable, ["--serve"], environment: environment)
            server = try Child(confined.executable, confined.arguments, environment: confined.environment, mergeErrors: true,
                               descriptor3: pair.remote, newSession: true)
        } catch {
            Descriptors.close(pair.local)
            throw error
        }
        socket = pair
    }

    /// A new process, waiting for its check's request as a `--standby` process does; nil when
    /// the server cannot give one.
    func fork() -> Child? {
        lock.withLock {
            guard !isBroken else { return nil }
            guard let (pid, descriptors) = socket.request(UInt8(ascii: "F"), seconds: CheckProcess.startLimit, descriptors: 4) else {
                isBroken = true
                return nil
            }
            guard pid > 0, descriptors.count == 4 else {
                descriptors.forEach(Descriptors.close)
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
            Descriptors.close(socket.local)
            return hasServed
        }) else { return }
        let deadline = Date().addingTimeInterval(served ? 1 : 0)
        while !server.hasEnded() && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        server.terminate()
        _ = server.waitForEnd()
    }
}
#endif
