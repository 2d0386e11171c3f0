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
        var report = KataReport(kata: kata, isSolution: solution)
        let trace = PhaseTrace(write: console.writeError)
        // Held while building, then shared while the checks run: another run at once waits
        // rather than link an executable that this one is starting.
        // (The package plugin builds elsewhere, and may not write in the package.)
        let lock = prebuilt == nil
            ? BuildLock(root: root, onWait: { trace.note("waiting for another kata run to finish with the build") }, onUnlocked: console.warn)
            : nil
        let outcome = try prebuilt.map { .built(BuiltChecks(prebuilt: $0, indexStore: indexStore)) }
            ?? KataBuilder(root: root, buildSystem: buildSystem).build(kata, solution: solution, trace: trace.note)
        lock?.share()
        // Held until the checks are done (Swift may end a value's life at its last use).
        defer { withExtendedLifetime(lock) {} }
        trace.mark("build")
        switch outcome {
        case .doesNotCompile(let diagnostics):
            report.diagnostics = diagnostics
            report.apiMismatches = APIMismatch.find(in: diagnostics, root: root, learnerFolder: kata.sourcesPath(solution: solution),
                                                    starterFolder: kata.pristineStarterPath)
        case .built(let built):
            var runner = ChecksRunner(root: root, timeout: timeout)
            runner.readsGraph = readsArchitecture
            let sources = kata.sourcesPath(solution: solution)
            let locator = CodeLocator(root: root, sources: sources)
            var locations: [String: CodeLocation] = [:]
            var architecture: ArchitectureReader.Reading?
            report.checks = try runner.run(built.executable, sources: sources, environment: built.environment) { _, result in
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
        return report
    }
}
