import Foundation
import KataKit

/// Turns reports into the text a learner reads. Everything `kata` shows is made here.
enum Renderer {
    /// One check as it finishes: a mark, the name, and for a failure what went wrong and where:
    /// in the code under test ("your code at"), and in the hidden checks ("check at").
    ///
    /// - Parameter code: Where the first failure points in the code under test, when the
    ///   failure's own place is in the checks (see ``CodeLocator``).
    static func check(_ result: CheckResult, code: CodeLocation? = nil, style: Style) -> String {
        var lines: [String]
        switch result.status {
        case .pass: lines = ["\(style.green("✓")) \(result.name)"]
        case .fail: lines = ["\(style.red("✗")) \(result.name)"]
        case .crash: lines = ["\(style.red("✗")) \(result.name) \(style.red("(crashed)"))"]
        case .timeout: lines = ["\(style.red("✗")) \(result.name) \(style.red("(timed out)"))"]
        }
        let shown = result.failures.prefix(5)
        for (index, failure) in shown.enumerated() {
            lines.append("    " + failure.message.replacingOccurrences(of: "\n", with: "\n    "))
            if index == 0, let code, code.file != failure.file || code.line != failure.line {
                let symbol = code.symbol.map { " (\($0))" } ?? ""
                lines.append(style.dim("      \(codeLabel(code.file)) at \(code.file):\(code.line)\(symbol)"))
            }
            if let file = failure.file {
                lines.append(style.dim("      \(codeLabel(file)) at \(file)\(failure.line.map { ":\($0)" } ?? "")"))
            }
        }
        if result.failures.count > shown.count {
            lines.append(style.dim("    … and \(result.failures.count - shown.count) more"))
        }
        if !result.output.isEmpty {
            lines.append(style.dim("    output:"))
            let outputLines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
            let trimmed = outputLines.last == "" ? outputLines.dropLast() : outputLines[...]
            lines += trimmed.prefix(20).map { style.dim("    │ ") + $0 }
            if trimmed.count > 20 { lines.append(style.dim("    │ … \(trimmed.count - 20) more lines")) }
        }
        return lines.joined(separator: "\n")
    }

    /// Whose line a path is: the hidden checks', the reference solution's, or the learner's.
    private static func codeLabel(_ path: String) -> String {
        if path.hasPrefix("Sources/") { return "check" }
        if path.hasPrefix("Solutions/") { return "solution" }
        return "your code"
    }

    /// The compiler's diagnostics, each with the source it quotes.
    static func diagnosticsText(_ diagnostics: [Diagnostic], style: Style) -> String {
        diagnostics.map { diagnostic in
            let severity: String
            switch diagnostic.severity {
            case .error: severity = style.red("error:")
            case .warning: severity = style.yellow("warning:")
            case .note: severity = style.cyan("note:")
            }
            let header = "\(style.bold("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column):")) \(severity) \(diagnostic.message)"
            return ([header] + diagnostic.excerpt).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// `[██████░░░░░░░░░░] 2/6`
    static func progressBar(_ done: Int, of total: Int, width: Int = 24, style: Style) -> String {
        let filled = total == 0 ? 0 : min(width, done * width / total)
        let bar = style.green(String(repeating: "█", count: filled)) + style.dim(String(repeating: "░", count: width - filled))
        return "[\(bar)] \(done)/\(total)"
    }

    static func statusLabel(_ status: KataStatus, style: Style) -> String {
        switch status {
        case .passing: style.green(status.label)
        case .failing: style.red(status.label)
        case .doesNotCompile: style.red(status.label)
        case .notStarted: style.dim(status.label)
        }
    }

    /// Pads a string that may hold ANSI codes to a visible width.
    static func pad(_ text: String, _ width: Int) -> String {
        let visible = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).count
        return text + String(repeating: " ", count: max(0, width - visible))
    }
}
