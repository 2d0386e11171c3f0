import Foundation
import KataKit

extension Workbook {
    /// `kata run <kata>`: build one kata, run its checks, show each as it finishes.
    func run(_ invocation: Invocation) throws -> Int32 {
        let kata = try catalog.kata(invocation.argument ?? "")
        let solution = invocation.has("solution")
        let json = invocation.has("json")
        if !json { console.print(Renderer.runHeader(kata, solution: solution, style: console.style)) }
        var shownRulesHeading = false
        let report = try runChecks(of: kata, solution: solution, timeout: timeout(invocation)) { result in
            guard !json else { return }
            if result.kind == .architecture && !shownRulesHeading {
                console.print(Renderer.rulesHeading(style: console.style))
                shownRulesHeading = true
            }
            console.print(Renderer.check(result, style: console.style))
        }
        if !solution {
            updateProgress { $0.record(report.progressStatus, for: kata.id, at: Date()) }
        }
        if json {
            console.print(ResultsDocument(reports: [report]).encoded())
        } else {
            console.print(Renderer.runFooter(report, next: catalog.kata(after: kata.id), style: console.style))
        }
        return ExitCode.of([report])
    }

    /// Builds a kata and runs its checks.
    ///
    /// - Parameter onResult: Called with each check's result as soon as it is known.
    func runChecks(of kata: KataInfo, solution: Bool, timeout: Double,
                   onResult: (CheckResult) -> Void = { _ in }) throws -> KataReport {
        var report = KataReport(kata: kata, isSolution: solution)
        let trace = PhaseTrace(console: console)
        let outcome = try KataBuilder(root: root).build(kata, solution: solution)
        trace.mark("build")
        switch outcome {
        case .doesNotCompile(let diagnostics):
            report.diagnostics = diagnostics
        case .built(let executable):
            let runner = ChecksRunner(root: root, timeout: timeout)
            report.checks = try runner.run(executable, sources: kata.sourcesPath(solution: solution)) { _, result in
                onResult(result)
            }
            trace.mark("checks")
        }
        return report
    }

    func timeout(_ invocation: Invocation) -> Double {
        invocation.values["timeout"].flatMap(Double.init) ?? 5
    }
}
