import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The processes below this one: on Linux it can adopt its descendants' orphans (a child
/// subreaper), list its children and end them all, daemons that left their process group
/// included. On macOS none of this exists: the functions do nothing there (see the README's
/// "What the runner guarantees").
package enum ProcessTree {
    #if os(Linux)
    private static let setChildSubreaper: Int32 = 36 // PR_SET_CHILD_SUBREAPER, linux/prctl.h
    private static let setParentDeathSignal: Int32 = 1 // PR_SET_PDEATHSIG

    /// `prctl`, which Swift cannot call directly (it is variadic in C): every option used here
    /// takes one integer argument, passed as the variadic ABI passes it.
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let prctl: Prctl? = {
        guard let symbol = dlsym(nil, "prctl") else { return nil }
        return unsafeBitCast(symbol, to: Prctl.self)
    }()
    #endif

    /// Makes this process the parent of every orphan among its descendants (instead of PID 1),
    /// so that ``endChildren(except:)`` can find and end them. Returns whether it could (Linux).
    @discardableResult
    package static func adoptOrphans() -> Bool {
        #if os(Linux)
        return prctl?(setChildSubreaper, 1, 0, 0, 0) == 0
        #else
        return false
        #endif
    }

    /// Asks for SIGKILL when the parent ends (Linux), and ends this process at once when it
    /// has ended already. Call in a child forked by a single-threaded `parent`.
    package static func dieWithParent(_ parent: pid_t) {
        #if os(Linux)
        _ = prctl?(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
        #endif
        if getppid() != parent { _exit(137) }
    }

    /// The children of this process that exist (zombies included), from `/proc` (Linux); none
    /// elsewhere.
    package static func children() -> [pid_t] {
        #if os(Linux)
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        var found: [pid_t] = []
        for task in tasks {
            guard let list = try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8) else { continue }
            found += list.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        return found
        #else
        return []
        #endif
    }

    /// Ends (SIGKILL) and reaps every child of this process but `kept`, then the orphans that
    /// their end hands to this process (it adopts orphans), until none is left or two seconds
    /// passed. Returns how many it ended.
    @discardableResult
    package static func endChildren(except kept: Set<pid_t> = []) -> Int {
        let deadline = Date().addingTimeInterval(2)
        var ended = 0
        while Date() < deadline {
            let strangers = children().filter { !kept.contains($0) }
            guard !strangers.isEmpty else { break }
            for pid in strangers { kill(pid, SIGKILL) }
            for pid in strangers {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            }
            ended += strangers.count
        }
        return ended
    }

    #if os(Linux)
    /// The threads of this process, from `/proc/self/status`.
    package static func threadCount() -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        return line.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
    }
    #endif

    /// Ends this process's group (the check and what it started, in a session of their own)
    /// soon after the parent ends, whatever ended it. For macOS, which has no parent-death
    /// signal: a thread looks every 100 ms whether the parent changed.
    package static func endProcessGroupWithParent() {
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { usleep(100_000) }
            kill(0, SIGKILL)
        }
    }
}
