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
        if !json { console.print(Renderer.runHeader(kata, solution: solution, style: console.style)) }
        var shownRulesHeading = false
        let report = try runChecks(of: kata, solution: solution, timeout: timeout(invocation),
                                   prebuilt: invocation.values["prebuilt"]) { result, code in
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
            console.print(Renderer.runFooter(report, next: catalog.kata(after: kata.id), watching: watching, verbose: verbose,
                                              style: console.style))
        }
        return ExitCode.of([report])
    }

    /// Builds a kata and runs its checks.
    ///
    /// - Parameters:
    ///   - prebuilt: A checks executable built already (by the package plugin): run it, build nothing.
    ///   - onResult: Called with each check's result, and where it points in the code under
    ///     test, as soon as it is known.
    func runChecks(of kata: KataInfo, solution: Bool, timeout: Double, prebuilt: String? = nil,
                   onResult: (CheckResult, CodeLocation?) -> Void = { _, _ in }) throws -> KataReport {
        var report = KataReport(kata: kata, isSolution: solution)
        let trace = PhaseTrace(console: console)
        let outcome = try prebuilt.map { .built($0) } ?? KataBuilder(root: root).build(kata, solution: solution, trace: trace.note)
        trace.mark("build")
        switch outcome {
        case .doesNotCompile(let diagnostics):
            report.diagnostics = diagnostics
            report.apiMismatches = APIMismatch.find(in: diagnostics, root: root, learnerFolder: kata.sourcesPath(solution: solution),
                                                    starterFolder: kata.pristineStarterPath)
        case .built(let executable):
            let runner = ChecksRunner(root: root, timeout: timeout)
            let sources = kata.sourcesPath(solution: solution)
            let locator = CodeLocator(root: root, sources: sources)
            var locations: [String: CodeLocation] = [:]
            report.checks = try runner.run(executable, sources: sources) { _, result in
                let code = locator.locate(result)
                locations[result.name] = code
                onResult(result, code)
            }
            report.codeLocations = locations
            report.pointAtVersion(with: locator)
            trace.mark("checks")
        }
        return report
    }

    func timeout(_ invocation: Invocation) -> Double {
        invocation.values["timeout"].flatMap(Double.init) ?? 5
    }
}
