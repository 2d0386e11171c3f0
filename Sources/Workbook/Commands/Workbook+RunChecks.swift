import Foundation
import KataKit

extension Workbook {
    /// Builds a kata and runs its checks.
    ///
    /// - Parameters:
    ///   - prebuilt: A checks executable built already (by the package plugin): run it, build nothing.
    ///   - readsArchitecture: Also read the learner's graph of parts, beside the checks.
    ///   - onResult: Called with each check's result, and where it points in the code under
    ///     test, as soon as it is known.
    ///   - buildSystem: How `swift build` builds (`--build-system`).
    ///   - indexStore: With `prebuilt`, the index store of the build that made it (Xcode's).
    func runChecks(of kata: KataInfo, solution: Bool, timeout: Double, buildSystem: BuildSystem = .native,
                   prebuilt: String? = nil, indexStore: String? = nil, readsArchitecture: Bool = false,
                   onResult: (CheckResult, CodeLocation?) -> Void = { _, _ in }) throws -> KataReport {
        // A verdict is about the files as they are when it is given: when one was edited after
        // the build read it (in the last moments of the build, or while the checks ran), the
        // kata is built and checked again.
        var attempt = 0
        while true {
            attempt += 1
            let (report, sources) = try runChecksOnce(of: kata, solution: solution, timeout: timeout, buildSystem: buildSystem,
                                                    prebuilt: prebuilt, indexStore: indexStore, readsArchitecture: readsArchitecture,
                                                    onResult: onResult)
            guard attempt < 3, let sources,
                  !SourceSnapshot.take(of: kata.sourcesPath(solution: solution), in: root).hasSameContent(as: sources) else {
                return report
            }
            console.warn("a file of \(kata.sourcesPath(solution: solution)) changed after the build read it: checking it again.")
        }
    }

    private func runChecksOnce(of kata: KataInfo, solution: Bool, timeout: Double, buildSystem: BuildSystem,
                               prebuilt: String?, indexStore: String?, readsArchitecture: Bool,
                               onResult: (CheckResult, CodeLocation?) -> Void) throws -> (KataReport, sources: SourceSnapshot?) {
        var report = KataReport(kata: kata, isSolution: solution)
        let trace = PhaseTrace(write: console.writeError)
        // A verdict is about the code it names: a prebuilt executable from elsewhere (the
        // reference's checks, another copy of the katas, an older build) is not run at all, so
        // that nothing is recorded, sent to a room or opened on its word.
        if let prebuilt, let problem = PrebuiltChecks.problem(with: prebuilt, kata: kata, solution: solution, root: root) {
            throw CommandError(problem + " Nothing was run or recorded. Without --prebuilt, kata builds your kata itself: swift run kata run \(kata.id)")
        }
        // Held while building, then shared while the checks run: another run at once waits
        // rather than link an executable that this one is starting.
        // (The package plugin builds elsewhere, and may not write in the package.)
        let lock = prebuilt == nil ? takeBuildLock() : nil
        // The second act's checks join the learner's executable once the change is open.
        if prebuilt == nil && !solution && kata.act == .two { try ChangeChecksLink.ensure(kata, root: root) }
        // What a build that fails read, at the latest (a build that succeeds says what it compiled).
        var sources = prebuilt == nil ? SourceSnapshot.take(of: kata.sourcesPath(solution: solution), in: root) : nil
        // A prebuilt executable's code is refused as a build refuses it (see SourceGate, ObjectGate, UnsafeCodeGate).
        let refused = prebuilt.map { prebuiltRefusals(kata, solution: solution, executable: $0, indexStore: indexStore,
                                                               buildSystem: buildSystem) } ?? []
        let outcome = try !refused.isEmpty ? KataBuilder.Outcome.doesNotCompile(refused)
            : prebuilt.map { .built(BuiltChecks(prebuilt: $0, indexStore: indexStore)) }
            ?? builder(buildSystem).build(kata, solution: solution, trace: trace.note)
        lock?.share()
        // Held until the checks are done (Swift may end a value's life at its last use).
        defer { withExtendedLifetime(lock) {} }
        trace.mark("build")
        switch outcome {
        case .doesNotCompile(let diagnostics):
            report.diagnostics = diagnostics
            // In the second act the checks call what the change asks for: the act-2 reference's API.
            report.apiMismatches = APIMismatch.find(in: diagnostics, root: root, learnerFolder: kata.sourcesPath(solution: solution),
                                                    starterFolder: kata.act == .two ? kata.solutionPath : kata.pristineStarterPath)
        case .built(let built):
            sources = built.sources
            var runner = ChecksRunner(root: root, timeout: timeout)
            runner.readsGraph = readsArchitecture
            let sources = kata.sourcesPath(solution: solution)
            let locator = CodeLocator(root: root, sources: sources, index: built)
            var locations: [String: CodeLocation] = [:]
            var architecture: ArchitectureReader.Reading?
            let environment = built.environment.merging(Child.benchmarkSwitches(solution: solution)) { $1 }
            report.checks = try runner.run(built.executable, sources: sources, environment: environment) { _, result in
                let code = locator.locate(result)
                locations[result.name] = code
                onResult(result, code)
            } onGraph: { graph in
                architecture = graph
            }
            report.codeLocations = locations
            // The process of the rules sends the graph; when it ended before it could, the graph is
            // read on its own. A kata without rules shows no parts in a run (`kata graph` draws them).
            if readsArchitecture && architecture == nil && report.checks.contains(where: { $0.kind == .architecture }) {
                architecture = ArchitectureReader(root: root).read(built.executable, sources: sources, environment: built.environment)
            }
            report.architecture = architecture
            report.pointAtVersion(with: locator)
            trace.mark("checks")
        }
        return (report, sources)
    }

    /// What a prebuilt executable's code may not say or hold, as a build of `kata` refuses it:
    /// before the build (``SourceGate``), then on its objects (beside it, in a native build's
    /// layout, or where the build system keeps them) and its index. Objects that Xcode built in
    /// its DerivedData are not found: the source and the index are then all that is judged.
    private func prebuiltRefusals(_ kata: KataInfo, solution: Bool, executable: String, indexStore: String?,
                                  buildSystem: BuildSystem) -> [Diagnostic] {
        let refused = SourceGate.refusals(inFolder: kata.sourcesPath(solution: solution), root: root)
        guard refused.isEmpty else { return refused }
        let module = kata.target(solution: solution)
        let found = [CompiledObjects(binDirectory: URL(fileURLWithPath: executable).deletingLastPathComponent(), module: module),
                     CompiledObjects(outputFileMaps: buildSystem.outputFileMaps(of: module, in: root))]
        let objects = found.first { !$0.objectsBySource().isEmpty }
        return KataBuilder(root: root, buildSystem: buildSystem)
            .refusals(ofWhatWasBuilt: BuiltChecks(prebuilt: executable, indexStore: indexStore), kata: kata, solution: solution, objects: objects)
    }
}
