import Foundation

/// Checks processes started ahead of need, so that a check rarely waits for its process to
/// start: it is taken from here, and the lanes of ``ChecksRunner`` keep a few more starting.
/// Safe to use from several threads.
final class SpareProcesses: @unchecked Sendable {
    private let executable: String
    private let environment: [String: String]
    private let lock = NSLock()
    private var spares: [CheckProcess] = []
    private var starting = 0
    #if os(Linux)
    /// The check server, and whether the executable said it can serve (see ``useServer(_:)``).
    private var server: CheckServerConnection?
    private var serverIsConfirmed = false
    #endif

    init(executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
    }

    /// A new process, not a spare: forked by the check server once it is confirmed.
    func start() throws -> CheckProcess {
        #if os(Linux)
        if let server = lock.withLock({ serverIsConfirmed ? server : nil }), let child = server.fork() {
            return CheckProcess(child)
        }
        #endif
        return try CheckProcess(executable, environment: environment)
    }

    /// Starts a check server (on Linux, unless `KATA_CHECK_SERVER=0`), while the first check
    /// runs in a process of its own and tells whether the executable can serve.
    /// Returns whether it started one.
    @discardableResult
    func startServer() -> Bool {
        #if os(Linux)
        guard ProcessInfo.processInfo.environment["KATA_CHECK_SERVER"] != "0",
              let server = try? CheckServerConnection(executable: executable, environment: environment) else { return false }
        lock.withLock { self.server = server }
        return true
        #else
        return false
        #endif
    }

    /// Forks processes with the server from now on if the executable can serve; otherwise ends
    /// the server.
    func useServer(_ canServe: Bool) {
        #if os(Linux)
        let server = lock.withLock {
            serverIsConfirmed = canServe
            return self.server
        }
        if !canServe { server?.end() }
        #endif
    }

    /// A spare that is still running, or a new process when there is none.
    func take() throws -> CheckProcess {
        while let spare = lock.withLock({ spares.isEmpty ? nil : spares.removeFirst() }) {
            guard spare.hasEnded else { return spare }
            spare.discard()
        }
        return try start()
    }

    /// Starts spares until `count` are ready or starting.
    func keep(_ count: Int) throws {
        while lock.withLock({ () -> Bool in
            guard spares.count + starting < count else { return false }
            starting += 1
            return true
        }) {
            // Started outside the lock: another lane may take a spare meanwhile.
            let process: CheckProcess
            do { process = try start() } catch {
                lock.withLock { starting -= 1 }
                throw error
            }
            lock.withLock {
                starting -= 1
                spares.append(process)
            }
        }
    }

    /// Ends every spare, and the check server.
    func discardAll() {
        let left = lock.withLock {
            defer { spares = [] }
            return spares
        }
        left.forEach { $0.discard() }
        #if os(Linux)
        lock.withLock { server }?.end()
        #endif
    }
}
