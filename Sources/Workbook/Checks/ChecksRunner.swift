import Foundation
import KataKit

/// Runs a built checks executable and collects one result per check, whatever the code does:
/// when a check traps or hangs, the process is started again after it, so the checks after
/// it still run.
struct ChecksRunner: Sendable {
    let root: URL
    /// The time limit of each check, in seconds.
    var timeout: Double = 5

    /// - Parameters:
    ///   - executable: The checks executable.
    ///   - sources: The folder of the code under test, relative to the root.
    ///   - onResult: Called with each check's result as soon as it is known.
    /// - Returns: Every check's result, in order.
    func run(_ executable: String, sources: String,
             onResult: (Int, CheckResult) -> Void = { _, _ in }) throws -> [CheckResult] {
        var results: [Int: CheckResult] = [:]
        var names: [String] = []
        var kinds: [CheckKind] = []
        var next = 0
        let environment = [
            "KATA_SOURCES": root.appendingPathComponent(sources).path,
            "KATA_TIMEOUT": String(timeout),
            "SWIFT_BACKTRACE": "enable=no",
        ]
        // Spare processes, started while the current one runs, take over at once after a check
        // crashes it: the learner does not wait for a process to start per trap. One spare at
        // first; two once a check has crashed, since starters often trap check after check.
        var current = try Child(executable, ["--from", "0"], environment: environment)
        var spares: [Child] = []
        var wantedSpares = 1
        defer { spares.forEach { _ = $0.finish { _ in } } }
        func topUpSpares() {
            while spares.count < wantedSpares, let spare = try? Child(executable, ["--standby"], environment: environment) {
                spares.append(spare)
            }
        }
        repeat {
            var started: (index: Int, outputPath: String)?
            let decoder = JSONDecoder()
            let ended = current.finishLines { line in
                guard let event = try? decoder.decode(CheckEvent.self, from: Data(line.utf8)) else { return }
                switch event.kind {
                case .plan:
                    names = event.names ?? []
                    kinds = event.kinds ?? []
                    topUpSpares()
                case .started:
                    if let index = event.index { started = (index, event.outputPath ?? "") }
                case .finished:
                    guard let index = event.index, let result = event.result else { return }
                    let located = locate(result, sources: sources)
                    results[index] = located
                    started = nil
                    onResult(index, located)
                }
            }
            if let (index, outputPath) = started, results[index] == nil {
                // The process died during this check: a trap, or the learner's code exited.
                let result = crashResult(name: names.indices.contains(index) ? names[index] : "check \(index + 1)",
                                         kind: kinds.indices.contains(index) ? kinds[index] : .behaviour,
                                         outputPath: outputPath, ended: ended, sources: sources)
                results[index] = result
                onResult(index, result)
                wantedSpares = 2
            } else if names.isEmpty {
                throw WorkbookError.io("\(executable) did not report its checks (exit status \(ended.status)):\n\(ended.output)")
            }
            next = (results.keys.max() ?? -1) + 1
            if next < names.count {
                current = spares.isEmpty ? try Child(executable, ["--standby"], environment: environment) : spares.removeFirst()
                current.send("\(next)\n")
            }
        } while next < names.count
        return names.indices.map { results[$0] ?? CheckResult(name: names[$0], kind: kinds.indices.contains($0) ? kinds[$0] : .behaviour, status: .crash, failures: [Failure(message: "not run")], duration: 0) }
    }

    private func crashResult(name: String, kind: CheckKind, outputPath: String, ended: Subprocess.Result, sources: String) -> CheckResult {
        let captured = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: outputPath)
        let failure: Failure
        let output: String
        if ended.endedBySignal {
            let trap = TrapReport(capturedOutput: captured, signal: ended.status)
            failure = Failure(message: trap.message, file: trap.file.flatMap { resolve($0, sources: sources) }, line: trap.line)
            output = trap.output
        } else {
            failure = Failure(message: "the process exited with status \(ended.status) during this check: does the code call exit()?")
            output = captured
        }
        return CheckResult(name: name, kind: kind, status: .crash, failures: [failure], duration: 0, output: output)
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
