import Foundation
import KataKit

/// Runs a built checks executable and collects one result per check, whatever the code does.
///
/// Each check runs in a process of its own, so that nothing one check leaves behind (a thread,
/// a spinning task, a changed global) can change another's verdict, and a check that traps or
/// hangs ends only its own process. Several checks run at once, each in its process (``width``
/// lanes), and processes are started ahead of need, so the learner rarely waits for one to
/// start; results are reported in the checks' order. See ``CheckProcess`` and
/// ``ResultsReader`` for what is read and what is believed.
struct ChecksRunner: Sendable {
    let root: URL
    /// Each check's time limit when none is given (`--timeout`), in seconds.
    static let defaultTimeout = 5.0

    /// The time limit of each check, in seconds.
    var timeout = ChecksRunner.defaultTimeout
    /// How many checks run at once, each in its process: one more than the cores, at most 8. A
    /// check often waits (for the effects it drives, for its output to be read), and another
    /// then uses the core; measured on 2 cores, 3 lanes beat 2 and 4.
    var width = ChecksRunner.defaultWidth
    /// Whether to ask the process of the rules for the learner's graph of parts too.
    var readsGraph = false
    /// When the checks must be over (a grade's time budget): each check's limit is cut to what
    /// is left, and a check cut so says why.
    var deadline: Date?

    /// The words a check stopped by the deadline fails with.
    static let budgetRanOut = "stopped: the grade's time budget ran out"

    /// Each check's limit now: ``timeout``, or what is left before the deadline.
    private var limitNow: Double {
        guard let deadline else { return timeout }
        return max(0.05, min(timeout, deadline.timeIntervalSinceNow))
    }

    static var defaultWidth: Int { min(8, ProcessInfo.processInfo.activeProcessorCount + 1) }

    /// The lanes of each of `count` runners at work together (`kata check`): twice one run's,
    /// shared, and at least 2, so that many cores do not mean dozens of processes at once.
    static func width(sharedBy count: Int) -> Int {
        max(2, 2 * defaultWidth / max(1, count))
    }

    /// - Parameters:
    ///   - executable: The checks executable.
    ///   - sources: The folder of the code under test, relative to the root.
    ///   - environment: More variables for the checks: where the index is (``BuiltChecks``).
    ///   - onResult: Called with each check's result as soon as it and every check before it
    ///     are known, on the calling thread.
    ///   - onGraph: With ``readsGraph``, called with the graph of parts the rules' process sent,
    ///     its places relative to the root, after the results.
    /// - Returns: Every check's result, in order.
    func run(_ executable: String, sources: String, environment more: [String: String] = [:],
             onResult: (Int, CheckResult) -> Void = { _, _ in },
             onGraph: (ArchitectureReader.Reading) -> Void = { _ in }) throws -> [CheckResult] {
        // A temporary folder of their own, the only place the checks may write (see
        // FileAccessRestriction in KataKit), removed with what they left in it, Ctrl-C included.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("kata-checks-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // A check run by root judges files as `nobody` (ProcessMemory in KataKit): its folder is theirs to write in too.
        if (try? FileManager.default.attributesOfItem(atPath: temporary.path)[.ownerAccountID] as? NSNumber)?.intValue == 0 {
            try? FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: temporary.path)
        }
        return try Interruption.run(cleanup: { try? FileManager.default.removeItem(at: temporary) }) {
            try run(executable, sources: sources, temporary: temporary, environment: more, onResult: onResult, onGraph: onGraph)
        }
    }

    private func run(_ executable: String, sources: String, temporary: URL, environment more: [String: String],
                     onResult: (Int, CheckResult) -> Void, onGraph: (ArchitectureReader.Reading) -> Void) throws -> [CheckResult] {
        let environment = more.merging([
            "KATA_SOURCES": root.appendingPathComponent(sources).path,
            "KATA_WORKBOOK": root.path,
            "TMPDIR": temporary.path,
            "KATA_PRIVATE_TMPDIR": "1",
            "SWIFT_BACKTRACE": "enable=no",
        ]) { $1 }
        let spares = SpareProcesses(executable: executable, environment: environment)
        defer { spares.discardAll() }
        // The first check runs alone: its process sends the plan, which says how many checks
        // there are, which are rules, and whether the executable can fork the others' processes.
        // Meanwhile the check server starts, or without one the next lanes' processes.
        if !spares.startServer() { try spares.keep(width) }
        let first = try runBatch([0], plan: nil, spares: spares)
        guard let plan = first.first?.plan else {
            let ended = if case .didNotStart(let ended) = first.first?.ending { " (\(Self.describe(ended)))" } else { "" }
            throw ChecksError("\(executable) did not report its checks\(ended):\n\(first.first?.output.text ?? "")")
        }
        spares.useServer(plan.canServe)
        let queue = CheckQueue(plan: plan, done: [0: first[0]])
        let lanes = DispatchGroup()
        for _ in 0..<min(width, queue.waiting) {
            lanes.enter()
            Thread.detachNewThread { [self] in
                defer { lanes.leave() }
                runLane(queue, spares: spares)
            }
        }
        defer { lanes.wait() }
        var results: [CheckResult] = []
        var graph: ArchitectureReader.Reading?
        for index in 0..<plan.count {
            let outcome = try queue.outcome(of: index)
            let result = self.result(of: outcome, name: plan.names[index], kind: plan.kinds[index], sources: sources)
            results.append(result)
            graph = graph ?? outcome.graph
            onResult(index, result)
        }
        if let graph { onGraph(ArchitectureReader.located(graph, sources: sources)) }
        return results
    }

    /// Runs batches from the queue until none is left, keeping spares ready for the others.
    private func runLane(_ queue: CheckQueue, spares: SpareProcesses) {
        while let batch = queue.take() {
            do {
                try spares.keep(min(width, queue.waiting))
                queue.finish(batch, with: try runBatch(batch, plan: queue.plan, spares: spares))
            } catch {
                queue.fail(error)
            }
        }
    }

    /// Runs a batch in a spare process. When that process ended before its first check started
    /// (a spare that died, or never got ready), or was killed from outside partway (the code of
    /// a check running beside it may end the runner's processes), the checks it did not finish
    /// run once more, in a new process.
    private func runBatch(_ batch: [Int], plan: CheckPlan?, spares: SpareProcesses) throws -> [CheckProcess.Outcome] {
        // The rules read the index: their process sends the graph of parts too, when asked.
        let wantsGraph = readsGraph && plan.map { plan in batch.allSatisfy { plan.kinds[$0] == .architecture } } == true
        let outcomes = try spares.take().run(batch, plan: plan, timeout: limitNow, wantsGraph: wantsGraph)
        guard let last = outcomes.last, Self.wasEndedFromOutside(last.ending) else { return outcomes }
        let finished = outcomes.count - 1
        return outcomes.prefix(finished)
            + (try spares.start().run(Array(batch[finished...]), plan: plan, timeout: limitNow, wantsGraph: wantsGraph && finished == 0))
    }

    /// Whether a process ended this way before it could finish a check for a reason that is not
    /// the check's own: it never started the check, or a signal that ends a process from
    /// outside (SIGKILL, SIGTERM) ended it. A check that kills itself so is killed again.
    static func wasEndedFromOutside(_ ending: CheckProcess.Ending) -> Bool {
        switch ending {
        case .didNotStart: true
        case .ended(let ended): ended.endedBySignal && (ended.status == SIGKILL || ended.status == SIGTERM)
        case .finished, .timedOut, .forged: false
        }
    }

    private func result(of outcome: CheckProcess.Outcome, name: String, kind: CheckKind, sources: String) -> CheckResult {
        var result = ending(of: outcome, name: name, kind: kind, sources: sources)
        // A denied effect fails the check, whatever the code did with the error and whatever it
        // reported: the supervisor's marker says so (see EffectMarker).
        let effects = outcome.output.effects.codes.map { Failure(message: EffectMarker.sentence(of: $0)) }
        if !effects.isEmpty {
            result.failures += effects
            if result.status == .pass { result.status = .fail }
        }
        return result
    }

    private func ending(of outcome: CheckProcess.Outcome, name: String, kind: CheckKind, sources: String) -> CheckResult {
        var result = unfinished(outcome, name: name, kind: kind, sources: sources)
        // A search that trapped or hung said where it was: its seed and the steps run so far.
        if result.status == .crash || result.status == .timeout, let note = outcome.note, !result.failures.isEmpty {
            result.failures[0].message += ", \(note)"
        }
        return result
    }

    private func unfinished(_ outcome: CheckProcess.Outcome, name: String, kind: CheckKind, sources: String) -> CheckResult {
        let output = outcome.output.text
        switch outcome.ending {
        case .finished(let reported):
            var result = locate(reported, sources: sources)
            result.output = output
            return result
        case .timedOut(let seconds) where deadline.map { Date() >= $0.addingTimeInterval(-0.1) } == true && seconds < timeout - 0.01:
            let failure = Failure(message: "\(Self.budgetRanOut) before this check finished (it had \(String(format: "%.1f", seconds)) s of its \(String(format: "%g", timeout)) s)")
            return CheckResult(name: name, kind: kind, status: .timeout, failures: [failure], duration: seconds, output: output)
        case .timedOut(let seconds):
            let limit = String(format: "%g", timeout)
            let failure = Failure(message: "did not finish within \(limit) s: look for an endless loop, or an await that is never resumed")
            return CheckResult(name: name, kind: kind, status: .timeout, failures: [failure], duration: seconds, output: output)
        case .ended(let ended) where Self.wasEndedFromOutside(outcome.ending):
            // Ended so twice: the check ran once more in a new process (see `runBatch`).
            let signal = SignalName.of(ended.status)
            let failure = Failure(message: "the check's process was ended by \(signal) twice, in two processes: "
                + "something outside the check ended it, or the code sent \(signal) to its parent or its process group "
                + "(which ends only its own check)")
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
        case .ended(let ended) where ended.endedBySignal:
            let trap = TrapReport(capturedOutput: output, signal: ended.status)
            let failure = Failure(message: trap.message, file: trap.file.flatMap { resolve($0, sources: sources) }, line: trap.line)
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: trap.output)
        case .ended(let ended):
            let failure = Failure(message: "the process exited with status \(ended.status) during this check: does the code call exit()?")
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
        case .forged:
            let failure = Failure(message: "a result of this check came with a wrong signature: the code wrote on the runner's results channel, and nothing it sent after is believed")
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
        case .didNotStart(let ended):
            let failure = Failure(message: "the checks process ended before the check started (\(Self.describe(ended)))")
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
        }
    }

    private static func describe(_ ended: Subprocess.Result) -> String {
        ended.endedBySignal ? SignalName.of(ended.status) : "exit status \(ended.status)"
    }

    /// Makes the failures' paths relative to the root, and gives a trap's `Module/File.swift`
    /// the real path of that file.
    private func locate(_ result: CheckResult, sources: String) -> CheckResult {
        var result = result
        result.failures = result.failures.map { failure in
            var failure = failure
            failure.file = failure.file.flatMap { resolve($0, sources: sources) }
            return failure
        }
        return result
    }

    /// A path as the learner can open it, relative to the root, or nil when it is not in the
    /// package (the standard library's `Swift/Array.swift`).
    func resolve(_ path: String, sources: String) -> String? {
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        if path.hasPrefix(rootPath) { return String(path.dropFirst(rootPath.count)) }
        if path.hasPrefix("/") { return nil }
        // A file ID: `TripValidation/Trip.swift`. Find the file among the sources.
        let name = (path as NSString).lastPathComponent
        let folder = root.appendingPathComponent(sources).path
        guard let files = FileManager.default.enumerator(atPath: folder) else { return nil }
        for case let file as String in files where (file as NSString).lastPathComponent == name {
            return "\(sources)/\(file)"
        }
        return nil
    }
}
