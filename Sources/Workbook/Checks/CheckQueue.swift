import Foundation
import KataKit

/// The checks of one run that are still to run, and the outcomes of those that ran, shared by
/// the lanes of ``ChecksRunner``. Safe to use from several threads.
final class CheckQueue: @unchecked Sendable {
    let plan: CheckPlan
    private let condition = NSCondition()
    /// Batches of checks no lane has taken, in order: one behaviour check, or a row of rules.
    private var pending: [[Int]]
    private var outcomes: [Int: CheckProcess.Outcome] = [:]
    private var running = 0
    private var error: (any Error)?

    /// - Parameter done: The outcomes known already, by check.
    init(plan: CheckPlan, done: [Int: CheckProcess.Outcome]) {
        self.plan = plan
        outcomes = done
        pending = Self.batches(of: (0..<plan.count).filter { done[$0] == nil }, in: plan)
    }

    /// The next batch to run, or nil when none is left.
    func take() -> [Int]? {
        condition.withLock {
            guard error == nil, !pending.isEmpty else { return nil }
            running += 1
            return pending.removeFirst()
        }
    }

    /// How many batches no lane has taken yet.
    var waiting: Int { condition.withLock { pending.count } }

    /// Records what a process told of `batch`. A row of rules whose process ended partway goes
    /// back in the queue from the first check that did not start (a new process runs it).
    func finish(_ batch: [Int], with results: [CheckProcess.Outcome]) {
        condition.withLock {
            var recorded = 0
            for (offset, outcome) in results.enumerated() {
                if offset > 0, case .didNotStart = outcome.ending { break }
                outcomes[batch[offset]] = outcome
                recorded += 1
            }
            if recorded < batch.count { pending.insert(Array(batch[recorded...]), at: 0) }
            running -= 1
            condition.broadcast()
        }
    }

    /// Stops the run: no lane takes another batch, and ``outcome(of:)`` throws `error`.
    func fail(_ error: any Error) {
        condition.withLock {
            self.error = self.error ?? error
            running -= 1
            condition.broadcast()
        }
    }

    /// The outcome of check `index`, once it is known.
    func outcome(of index: Int) throws -> CheckProcess.Outcome {
        try condition.withLock {
            while true {
                if let error { throw error }
                if let outcome = outcomes[index] { return outcome }
                guard running > 0 || !pending.isEmpty else {
                    throw ChecksError("the check \(index) was never run")
                }
                condition.wait()
            }
        }
    }

    /// The checks one process runs at a time, in order: the architecture rules in a row, which
    /// read the index and run none of the learner's code, so they cannot change each other's
    /// verdict; each behaviour check alone.
    static func batches(of indices: [Int], in plan: CheckPlan) -> [[Int]] {
        var batches: [[Int]] = []
        for index in indices {
            if plan.kinds[index] == .architecture, let last = batches.last?.last,
               last == index - 1, plan.kinds[last] == .architecture {
                batches[batches.count - 1].append(index)
            } else {
                batches.append([index])
            }
        }
        return batches
    }
}
