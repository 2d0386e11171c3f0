import Foundation
import KataKit

/// Turns reports into the text a learner reads. Everything `kata` shows is made here.
enum Renderer {
    /// One check as it finishes: a mark, the name, and for a failure what went wrong and where:
    /// in the code under test ("your code at"), and with `verbose`, in the hidden checks
    /// ("check at"), which a learner has no need to open.
    ///
    /// - Parameter code: Where the first failure points in the code under test, when the
    ///   failure's own place is in the checks (see ``CodeLocator``).
    static func check(_ result: CheckResult, code: CodeLocation? = nil, verbose: Bool = false, style: Style) -> String {
        var lines: [String]
        let name = result.name.escapingControlCharacters()
        switch result.status {
        case .pass: lines = ["\(style.green("✓")) \(name)"]
        case .fail: lines = ["\(style.red("✗")) \(name)"]
        case .crash: lines = ["\(style.red("✗")) \(name) \(style.red("(crashed)"))"]
        case .timeout: lines = ["\(style.red("✗")) \(name) \(style.red("(timed out)"))"]
        // Waiting for the other checks is not a failure: a learner who reads ✗ changes right code.
        case .pending: lines = ["\(style.yellow("…")) \(name) \(style.yellow("(pending)"))"]
        }
        // A broken rule's failures name their places themselves, and end with the rule's why.
        let isRule = result.kind == .architecture
        let why = isRule ? result.failures.last.flatMap { $0.file == nil ? $0 : nil } : nil
        let failures = why == nil ? result.failures : Array(result.failures.dropLast())
        let shown = failures.prefix(isRule ? 8 : 5)
        for (index, failure) in shown.enumerated() {
            lines.append("    " + failure.message.escapingControlCharacters(keepingLines: true).replacingOccurrences(of: "\n", with: "\n    "))
            if index == 0, !isRule, let code, code.file != failure.file || code.line != failure.line {
                lines += codeLines(code).map(style.dim)
            }
            if let file = failure.file, !isRule, verbose || codeLabel(file) != "check" {
                lines.append(style.dim("      \(codeLabel(file)) at \(file.escapingControlCharacters())\(failure.line.map { ":\($0)" } ?? "")"))
            }
        }
        if failures.count > shown.count {
            lines.append(style.dim("    … and \(failures.count - shown.count) more"))
        }
        if let why {
            lines.append("    " + why.message.escapingControlCharacters(keepingLines: true))
        }
        if !result.output.isEmpty {
            lines.append(style.dim("    output:"))
            let outputLines = result.output.escapingControlCharacters(keepingLines: true).split(separator: "\n", omittingEmptySubsequences: false)
            let trimmed = outputLines.last == "" ? outputLines.dropLast() : outputLines[...]
            lines += trimmed.prefix(20).map { style.dim("    │ ") + $0 }
            if trimmed.count > 20 { lines.append(style.dim("    │ … \(trimmed.count - 20) more lines")) }
        }
        return lines.joined(separator: "\n")
    }

    /// Where a failure points in the code under test: the function that wrote the property the
    /// check read, first (a second writer below it, and how many more), then the declaration
    /// the check read; or the one line found without a writer.
    ///
    ///     your code at Katas/VanillaTodos/TodoListModel.swift:31 load() writes todos
    ///                  Katas/VanillaTodos/TodoListModel.swift:12 todos, the property the check read
    static func codeLines(_ code: CodeLocation) -> [String] {
        let label = "      \(codeLabel(code.file)) at "
        let place = { (file: String, line: Int) in "\(file.escapingControlCharacters()):\(line)" }
        guard let writer = code.writer, let read = code.read else {
            let symbol = code.symbol.map { " (\($0.escapingControlCharacters()))" } ?? ""
            return [label + place(code.file, code.line) + symbol]
        }
        let indent = String(repeating: " ", count: label.count)
        let property = (code.writes ?? read.name).escapingControlCharacters()
        var lines = [label + place(code.file, code.line) + " \(writer.escapingControlCharacters()) \(code.verb) \(property)"]
        let others = code.otherWriters ?? []
        if let second = others.first {
            let more = others.count - 1
            lines.append(indent + place(second.file, second.line) + " \(second.name.escapingControlCharacters()) \(code.verb) \(property)"
                         + (more == 0 ? "" : " (and \(more) other place\(more == 1 ? "" : "s"))"))
        }
        lines.append(indent + place(read.file, read.line) + " \(read.name.escapingControlCharacters()), \(code.calls == true ? "what" : "the property") the check read")
        return lines
    }

    /// The line before the first architecture rule of a run: rules read the code's structure.
    static func rulesHeading(style: Style) -> String {
        "\n" + style.bold("Architecture rules") + style.dim(" (read from the compiler's index of your code)")
    }

    /// Whose line a path is: the hidden checks', the reference solution's, or the learner's.
    private static func codeLabel(_ path: String) -> String {
        if path.hasPrefix("Sources/") { return "check" }
        if path.hasPrefix("Solutions/") { return "solution" }
        return "your code"
    }

    /// The compiler's diagnostics, each with the source it quotes.
    static func diagnosticsText(_ diagnostics: [Diagnostic], style: Style) -> String {
        Diagnostic.text(diagnostics, location: style.bold) { severity in
            switch severity {
            case .error: style.red("error:")
            case .warning: style.yellow("warning:")
            case .note: style.cyan("note:")
            }
        }
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
