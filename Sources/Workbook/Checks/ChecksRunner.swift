import Foundation
import KataKit

/// Runs a built checks executable and collects one result per check, whatever the code does.
///
/// Each check runs in a process of its own, so that nothing one check leaves behind (a thread,
/// a spinning task, a changed global) can change another's verdict, and a check that traps or
/// hangs ends only its own process. The processes are started ahead of need while the current
/// check runs, so the learner rarely waits for one to start. See ``CheckProcess`` and
/// ``ResultsReader`` for what is read and what is believed.
struct ChecksRunner: Sendable {
    let root: URL
    /// The time limit of each check, in seconds.
    var timeout: Double = 5

    /// Processes kept ready while a check runs.
    static let spares = 2

    /// - Parameters:
    ///   - executable: The checks executable.
    ///   - sources: The folder of the code under test, relative to the root.
    ///   - onResult: Called with each check's result as soon as it is known.
    /// - Returns: Every check's result, in order.
    func run(_ executable: String, sources: String,
             onResult: (Int, CheckResult) -> Void = { _, _ in }) throws -> [CheckResult] {
        let environment = [
            "KATA_SOURCES": root.appendingPathComponent(sources).path,
            "SWIFT_BACKTRACE": "enable=no",
        ]
        var spares: [CheckProcess] = []
        defer { spares.forEach { $0.discard() } }
        func start() throws -> CheckProcess {
            try CheckProcess(executable, environment: environment)
        }
        var plan: CheckPlan?
        var results: [CheckResult] = []
        repeat {
            let index = results.count
            let batch = plan.map { Self.batch(at: index, in: $0) } ?? [index]
            var process = try spares.isEmpty ? start() : spares.removeFirst()
            while process.hasEnded, !spares.isEmpty {
                process.discard()
                process = spares.removeFirst()
            }
            let wanted = plan.map { min(Self.spares, Self.processCount(from: index + batch.count, in: $0)) } ?? 1
            while spares.count < wanted { spares.append(try start()) }
            var outcomes = process.run(batch, plan: plan, timeout: timeout)
            if outcomes.count == 1, case .didNotStart = outcomes[0].ending {
                // A spare that died, or one that never got ready: one more try, in a new process.
                outcomes = try start().run(batch, plan: plan, timeout: timeout)
            }
            guard let known = plan ?? outcomes.first?.plan else {
                let ended = if case .didNotStart(let ended) = outcomes.first?.ending { " (\(Self.describe(ended)))" } else { "" }
                throw WorkbookError.io("\(executable) did not report its checks\(ended):\n\(outcomes.first?.output.text ?? "")")
            }
            plan = known
            for (offset, outcome) in outcomes.enumerated() {
                // A process that ended between two checks of a row: the rest run in a new one.
                if offset > 0, case .didNotStart = outcome.ending { break }
                let checkIndex = batch[offset]
                let result = self.result(of: outcome, name: known.names[checkIndex], kind: known.kinds[checkIndex], sources: sources)
                results.append(result)
                onResult(checkIndex, result)
            }
        } while results.count < (plan?.count ?? 0)
        return results
    }

    /// The checks one process runs from `index` on: the architecture rules in a row there, which
    /// read the index and run none of the learner's code, so they cannot change each other's
    /// verdict; otherwise the one check.
    static func batch(at index: Int, in plan: CheckPlan) -> [Int] {
        guard plan.kinds[index] == .architecture else { return [index] }
        let end = plan.kinds[index...].firstIndex { $0 != .architecture } ?? plan.count
        return Array(index..<end)
    }

    /// How many processes the checks from `index` on need.
    static func processCount(from index: Int, in plan: CheckPlan) -> Int {
        var count = 0
        var next = index
        while next < plan.count {
            next += batch(at: next, in: plan).count
            count += 1
        }
        return count
    }

    private func result(of outcome: CheckProcess.Outcome, name: String, kind: CheckKind, sources: String) -> CheckResult {
        let output = outcome.output.text
        switch outcome.ending {
        case .finished(let reported):
            var result = locate(reported, sources: sources)
            result.output = output
            return result
        case .timedOut(let seconds):
            let limit = String(format: "%g", timeout)
            let failure = Failure(message: "did not finish within \(limit) s: look for an endless loop, or an await that is never resumed")
            return CheckResult(name: name, kind: kind, status: .timeout, failures: [failure], duration: seconds, output: output)
        case .ended(let ended) where ended.endedBySignal:
            let trap = TrapReport(capturedOutput: output, signal: ended.status)
            let failure = Failure(message: trap.message, file: trap.file.flatMap { resolve($0, sources: sources) }, line: trap.line)
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: trap.output)
        case .ended(let ended):
            let failure = Failure(message: "the process exited with status \(ended.status) during this check: does the code call exit()?")
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
        case .didNotStart(let ended):
            let failure = Failure(message: "the checks process ended before the check started (\(Self.describe(ended)))")
            return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
        }
    }

    private static func describe(_ ended: Subprocess.Result) -> String {
        ended.endedBySignal ? TrapReport.name(ofSignal: ended.status) : "exit status \(ended.status)"
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
