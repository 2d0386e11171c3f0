import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The child processes of `kata` that have not ended yet.
final class RunningChildren: @unchecked Sendable {
    private let lock = NSLock()
    private var children: Set<pid_t> = []
    private var groupLeaders: Set<pid_t> = []

    var pids: Set<pid_t> { lock.withLock { children } }

    func add(_ pid: pid_t, leadingGroup: Bool = false) {
        lock.withLock {
            children.insert(pid)
            if leadingGroup { groupLeaders.insert(pid) }
        }
    }

    func remove(_ pid: pid_t) {
        lock.withLock {
            children.remove(pid)
            groupLeaders.remove(pid)
        }
    }

    /// Sends SIGTERM to every child (to the process group of those that lead one), waits up
    /// to two seconds for them to end, then kills those that did not (a learner's code may
    /// ignore SIGTERM).
    func terminateAll() {
        let (pids, leaders) = lock.withLock { (children, groupLeaders) }
        for pid in leaders { kill(-pid, SIGTERM) }
        for pid in pids { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(2)
        var remaining = pids
        while !remaining.isEmpty && Date() < deadline {
            remaining = remaining.filter { pid in
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                // A process a check server forked is not a child of `kata`: it runs while it exists.
                return result == 0 || (result < 0 && errno == ECHILD && kill(pid, 0) == 0)
            }
            if !remaining.isEmpty { usleep(10_000) }
        }
        for pid in remaining {
            if leaders.contains(pid) { kill(-pid, SIGKILL) }
            kill(pid, SIGKILL)
        }
        // Reaped before `kata` goes on: its own children are then gone, and what they started
        // is an orphan that `kata` has adopted and ends (not one left to PID 1 as it exits).
        for pid in remaining {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
    }
}
