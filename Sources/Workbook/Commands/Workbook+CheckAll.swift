import Foundation
import KataKit

extension Workbook {
    /// Builds every kata in one `swift build` when everything compiles (one per kata otherwise,
    /// to tell which do not), then runs the checks executables in parallel, one per core, each
    /// with a share of the lanes (``ChecksRunner/width(sharedBy:)``).
    ///
    /// - Parameters:
    ///   - useCache: Reuse the results of a kata whose files, checks, toolchain and time limit
    ///     have not changed since they were last run (like `go test`'s cache).
    ///   - onBuildStep: Told each step of the build, to show progress.
    ///   - onBuilt: Called when the build is done and the checks start (to time the phases).
    ///   - readsGraphs: Also read each kata's graph of parts from its rules' process (`kata grade`'s pictures).
    ///   - act: Every kata in this act (`kata grade`); nil: each in the act the learner is in.
    func checkAll(solutions: Bool, timeout: Double, buildSystem: BuildSystem = .native, useCache: Bool = true,
                  readsGraphs: Bool = false, act: KataInfo.Act? = nil, deadline: Date? = nil, onBuildStep: (String) -> Void = { _ in },
                  onBuilt: () -> Void = {}) throws -> [KataReport] {
        var builder = self.builder(buildSystem)
        builder.deadline = deadline
        // Each kata in the act the learner is in: a kata whose change request is open is checked
        // with both acts' checks, as `kata run` does (the references: the first act's).
        let progress = solutions || act != nil ? Progress() : loadProgress(warns: false)
        let katas = catalog.katas.map { $0.inAct(act ?? (solutions ? .one : progress.act(of: $0))) }
        for kata in katas where kata.act == .two { try ChangeChecksLink.ensure(kata, root: root) }
        var reports = katas.map { KataReport(kata: $0, isSolution: solutions) }
        var executables: [Int: BuiltChecks] = [:]
        /// Every kata built, its results reused or not: its index locates the failures.
        var builds: [Int: BuiltChecks] = [:]
        let cache = ResultsCache(root: root)
        var keys: [Int: String] = [:]
        // Held while building, then shared while the checks run (see ``BuildLock``).
        let lock = takeBuildLock()
        // Each kata's own fingerprint, read before the build: its cached results hold while
        // another kata changes or does not compile.
        let fingerprints = builder.fingerprints(of: katas, solution: solutions)
        let builtTogether = try builder.buildAll(katas, onProgress: onBuildStep) != nil
        let toolchain = Toolchain.identity()
        for (index, kata) in katas.enumerated() {
            let product = kata.checksProduct(solution: solutions)
            // Refused before any result of it is reused (see SourceGate).
            let refused = SourceGate.refusals(inFolder: kata.sourcesPath(solution: solutions), root: root)
            guard refused.isEmpty else {
                reports[index].diagnostics = refused
                continue
            }
            let cached = { (executable: String) -> [CheckResult]? in
                let key = ResultsCache.key(fingerprint: fingerprints[index], executable: executable, timeout: timeout, toolchain: toolchain)
                keys[index] = key
                return useCache ? cache.results(of: product, key: key) : nil
            }
            if builtTogether, let results = cached(builder.executable(of: kata, solution: solutions)) {
                reports[index].checks = results
                reports[index].isReused = true
                continue
            }
            if !builtTogether { onBuildStep("[\(index + 1)/\(katas.count)] \(kata.id)") }
            // Built already when everything compiled: this brings its index up to date.
            // A build that fails without a diagnostic in the kata's files (a link error, SwiftPM's
            // own failure) is that kata's: it does not compile, with the build's words.
            let outcome: KataBuilder.Outcome
            do {
                outcome = try builder.build(kata, solution: solutions)
            } catch let error as BuildError {
                outcome = .doesNotCompile([Diagnostic(file: kata.sourcesPath(solution: solutions), line: 1, column: 1, severity: .error,
                                                      message: error.description)])
            }
            switch outcome {
            case .built(let built):
                builds[index] = built
                if !builtTogether, let results = cached(built.executable) {
                    reports[index].checks = results
                    reports[index].isReused = true
                    continue
                }
                executables[index] = built
                reports[index].isReused = false
            case .doesNotCompile(let diagnostics): reports[index].diagnostics = diagnostics
            }
        }
        onBuilt()
        lock.share()
        // Held until the checks are done (Swift may end a value's life at its last use).
        defer { withExtendedLifetime(lock) {} }
        let indices = executables.keys.sorted()
        var configured = ChecksRunner(root: root, timeout: timeout,
                                      width: ChecksRunner.width(sharedBy: min(indices.count, ProcessInfo.processInfo.activeProcessorCount)))
        configured.readsGraph = readsGraphs
        configured.deadline = deadline
        let runner = configured
        let results = ResultsBox(count: reports.count)
        let built = executables
        DispatchQueue.concurrentPerform(iterations: indices.count) { position in
            let index = indices[position]
            let kata = katas[index]
            guard let checks = built[index] else { return }
            results.set(index, Result { try runner.run(checks.executable, sources: kata.sourcesPath(solution: solutions),
                                                       environment: checks.environment) { _, _ in } onGraph: { results.setGraph(index, $0) } })
        }
        for index in indices {
            reports[index].checks = try results.get(index).get()
            reports[index].architecture = results.graph(index)
        }
        for index in reports.indices {
            reports[index].locateFailures(root: root, index: builds[index])
        }
        cache.record(indices.compactMap { index in
            keys[index].map { (katas[index].checksProduct(solution: solutions), $0, reports[index].checks) }
        })
        return reports
    }
}

/// The checks' results of each kata, filled in from several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[CheckResult], any Error>?]
    private var graphs: [Int: ArchitectureReader.Reading] = [:]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func setGraph(_ index: Int, _ graph: ArchitectureReader.Reading) {
        lock.withLock { graphs[index] = graph }
    }

    func graph(_ index: Int) -> ArchitectureReader.Reading? {
        lock.withLock { graphs[index] }
    }

    func set(_ index: Int, _ result: Result<[CheckResult], any Error>) {
        lock.withLock { results[index] = result }
    }

    func get(_ index: Int) -> Result<[CheckResult], any Error> {
        lock.withLock { results[index] ?? .success([]) }
    }
}
