import Foundation
import KataKit

extension Workbook {
    /// `kata run <kata>`: build one kata, run its checks, show each as it finishes.
    ///
    /// - Parameter watching: Run for `kata watch`, whose footer says what watch does next.
    func run(_ invocation: Invocation, watching: Bool = false) throws -> Int32 {
        let kata = try invocation.argument.map(catalog.kata) ?? Renderer.nextKata(catalog, loadProgress()) ?? catalog.katas[0]
        let solution = invocation.has("solution")
        let json = invocation.has("json")
        let verbose = invocation.has("verbose")
        let prebuilt = invocation.values["prebuilt"]
        // Before anything is printed: a misspelt build system is a usage error, not a run.
        let system = prebuilt == nil ? try buildSystem(invocation) : .native
        if !json { console.print(Renderer.runHeader(kata, solution: solution, style: console.style)) }
        var shownRulesHeading = false
        let report = try runChecks(of: kata, solution: solution, timeout: timeout(invocation), buildSystem: system,
                                   prebuilt: prebuilt, indexStore: invocation.values["index-store"], readsArchitecture: true) { result, code in
            guard !json else { return }
            if result.kind == .architecture && !shownRulesHeading {
                console.print(Renderer.rulesHeading(style: console.style))
                shownRulesHeading = true
            }
            console.print(Renderer.check(result, code: code, verbose: verbose, style: console.style))
        }
        if !solution && !invocation.has("no-progress") {
            updateProgress { $0.record(report.progressStatus, for: kata.id, at: Date()) }
        }
        if json {
            console.print(ResultsDocument(reports: [report]).encoded())
        } else {
            if let architecture = report.architecture, let text = Renderer.architecture(architecture, kataID: kata.id, isSolution: solution, style: console.style) {
                console.print(text)
            }
            console.print(Renderer.runFooter(report, next: catalog.kata(after: kata.id), watching: watching, verbose: verbose,
                                              style: console.style))
        }
        if !solution && !invocation.has("no-progress") {
            shareWithRoom([report])
        }
        return ExitCode.of([report])
    }

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
        let trace = PhaseTrace(console: console)
        // Held while building, then shared while the checks run: another run at once waits
        // rather than link an executable that this one is starting.
        // (The package plugin builds elsewhere, and may not write in the package.)
        let lock = prebuilt == nil ? BuildLock(root: root) { trace.note("waiting for another kata run to finish with the build") } : nil
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

    /// `--build-system`, or the toolchain's default.
    ///
    /// - Throws: ``UsageError`` for a name SwiftPM does not know.
    func buildSystem(_ invocation: Invocation) throws -> BuildSystem {
        guard let name = invocation.values["build-system"] else { return BuildSystem.toolchainDefault(root: root) }
        guard let system = BuildSystem(rawValue: name) else {
            throw UsageError(message: "there is no build system '\(name)'",
                             help: ["Build systems: \(BuildSystem.allCases.map(\.rawValue).joined(separator: ", ")) (SwiftPM's own words)"])
        }
        return system
    }

    func timeout(_ invocation: Invocation) -> Double {
        invocation.values["timeout"].flatMap(Double.init) ?? 5
    }
}
