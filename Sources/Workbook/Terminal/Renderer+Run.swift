import Foundation

extension Renderer {
    /// The header of `kata run`.
    static func runHeader(_ kata: KataInfo, solution: Bool, style: Style) -> String {
        let subject = solution ? "the reference solution (\(kata.solutionPath))" : "your code (\(kata.starterPath))"
        return style.bold("\(kata.id)") + ": \(kata.title)\nChecking \(subject)…\n"
    }

    /// What `kata run` prints after the checks: the summary, then what to do next.
    static func runFooter(_ report: KataReport, next: KataInfo?, style: Style) -> String {
        let kata = report.kata
        var lines: [String] = report.status == .error ? [] : [""]
        switch report.status {
        case .error:
            lines.append(diagnosticsText(report.diagnostics, style: style))
            lines.append("")
            lines.append(style.red(style.bold("\(kata.id) \(report.summary).")))
            if report.diagnostics.contains(where: { $0.severity == .error && $0.file.hasPrefix("Sources/Checks/") }) {
                lines.append("An error in Sources/Checks/ means the hidden checks cannot use your code: keep the type names and signatures the starter gave.")
            }
            if !report.isSolution {
                lines.append("Fix the first error, then run \(style.cyan("swift run kata run \(kata.id)")) again.")
            }
        case .fail:
            let failing = report.checks.count - report.passingCount
            lines.append(style.red(style.bold("\(kata.id): \(report.summary)")) + " (\(failing) to go)")
            if !report.isSolution {
                lines.append("Open \(style.bold("\(kata.starterPath)/\(kata.open)")), make the first failing check pass, and run \(style.cyan("swift run kata run \(kata.id)")) again.")
                lines.append("Stuck? \(style.cyan("swift run kata hint \(kata.id)"))")
            }
        case .pass:
            lines.append(style.green(style.bold("\(kata.id): all \(report.checks.count) checks pass.")))
            if !report.isSolution {
                lines.append("Compare with the reference: \(style.cyan("swift run kata solution \(kata.id) --diff"))")
                if let next {
                    lines.append("Next kata: \(style.bold(next.id)) — \(style.cyan("swift run kata run \(next.id)"))")
                } else {
                    lines.append("That was the last kata. Well done!")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension Renderer {
    /// The first line of each run in watch mode.
    static func watchStarted(_ kata: KataInfo, at date: Date, style: Style) -> String {
        let formatter = DateFormatter()
        // A fixed format needs the POSIX locale: else a Mac set to 12-hour time shows "8 PM".
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return style.dim("[\(formatter.string(from: date))] kata watch: running \(kata.id)")
    }
}
