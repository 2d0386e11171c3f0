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

    init(executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
    }

    /// A new process, not a spare.
    func start() throws -> CheckProcess {
        try CheckProcess(executable, environment: environment)
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
            let process = Result { try start() }
            lock.withLock {
                starting -= 1
                if case .success(let process) = process { spares.append(process) }
            }
            _ = try process.get()
        }
    }

    /// Ends every spare.
    func discardAll() {
        let left = lock.withLock {
            defer { spares = [] }
            return spares
        }
        left.forEach { $0.discard() }
    }
}
