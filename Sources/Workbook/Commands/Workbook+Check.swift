import Foundation

extension Workbook {
    /// `kata check`: every kata, one summary table.
    func check(_ invocation: Invocation) throws -> Int32 {
        let solutions = invocation.has("solutions")
        let json = invocation.has("json")
        var reports: [KataReport] = []
        for kata in catalog.katas {
            if !json && console.isTerminal { console.write("\r\u{1B}[2KChecking \(kata.id)…") }
            let report = try runChecks(of: kata, solution: solutions, timeout: timeout(invocation))
            reports.append(report)
        }
        if !json && console.isTerminal { console.write("\r\u{1B}[2K") }
        if !solutions {
            updateProgress { progress in
                for report in reports { progress.record(report.progressStatus, for: report.kata.id, at: Date()) }
            }
        }
        if json {
            console.print(ResultsDocument(reports: reports).encoded())
        } else {
            console.print(Renderer.checkTable(reports, style: console.style))
        }
        return ExitCode.of(reports)
    }
}
