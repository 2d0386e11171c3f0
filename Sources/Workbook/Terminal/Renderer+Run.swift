import Foundation

extension Renderer {
    /// The header of `kata run`.
    static func runHeader(_ kata: KataInfo, solution: Bool, style: Style) -> String {
        let subject = solution ? "the reference solution (\(kata.solutionPath))" : "your code (\(kata.starterPath))"
        return style.bold("\(kata.id)") + ": \(kata.title)\n" + (actLine(kata, style: style) ?? "") + "Checking \(subject)…\n"
    }

    /// What `kata run` prints after the checks: the summary, then what to do next.
    ///
    /// - Parameters:
    ///   - watching: The run is `kata watch`'s, which runs the checks again on save.
    ///   - verbose: Show the compiler's errors inside the hidden checks too, with their lines.
    static func runFooter(_ report: KataReport, next: KataInfo?, watching: Bool = false, verbose: Bool = false,
                          style: Style) -> String {
        let kata = report.kata
        let again = watching ? "save: watch runs the checks again" : "run \(style.cyan("swift run kata run \(kata.id)")) again"
        var lines: [String] = report.status == .error ? [] : [""]
        switch report.status {
        case .error:
            let inChecks = report.diagnostics.filter { APIMismatch.isInChecks($0.file) }
            // The reference is the checks' author's: an error in the checks is theirs, shown whole.
            if report.isSolution && !inChecks.isEmpty {
                lines.append(checksDoNotCompileText(report.diagnostics, kata: kata, style: style))
                lines.append("")
                lines.append(style.red(style.bold("\(kata.id) \(report.summary).")))
                return lines.joined(separator: "\n")
            }
            let shown = verbose ? report.diagnostics : withoutChecks(report.diagnostics)
            if !shown.isEmpty { lines.append(diagnosticsText(shown, style: style)) }
            if !inChecks.isEmpty {
                if !shown.isEmpty { lines.append("") }
                lines.append(apiMismatchText(report.apiMismatches, errors: inChecks.filter { $0.severity == .error }.count,
                                             verbose: verbose, change: kata.act == .two ? kata.change : nil, style: style))
            }
            lines.append("")
            lines.append(style.red(style.bold("\(kata.id) \(report.summary).")))
            if !report.isSolution {
                let onlyInChecks = report.diagnostics.allSatisfy { $0.severity != .error || APIMismatch.isInChecks($0.file) }
                let onlyClashes = !report.apiMismatches.isEmpty && report.apiMismatches.allSatisfy(\.isNameClash)
                lines.append(!onlyInChecks ? "Fix the first error, then \(again)."
                             : onlyClashes ? "Give yours another name, then \(again)."
                             : kata.act == .two ? "Add what the change request asks for (\(style.cyan("swift run kata change \(kata.id)"))), then \(again)."
                             : "Give your code the starter's API back, then \(again).")
                lines.append("To start this kata over from its starter: \(style.cyan("swift run kata reset \(kata.id)")) (your files are backed up first).")
            }
        case .fail:
            let failing = report.checks.count - report.passingCount
            lines.append(style.red(style.bold("\(kata.id): \(report.summary)")) + " (\(failing) to go)")
            if !report.isSolution {
                lines.append("Open \(style.bold(report.fileToOpen)), make the first failing check pass, and \(again).")
                lines.append("Stuck? " + (watching ? "type \(style.cyan("h")) and press Enter for a hint" : style.cyan("swift run kata hint \(kata.id)")))
            }
        case .pass:
            lines.append(style.green(style.bold("\(kata.id): all \(report.checks.count) checks pass.")))
            if !report.isSolution {
                lines.append("Compare with the reference: \(style.cyan("swift run kata solution \(kata.id) --diff"))")
                if let next {
                    let goOn = watching ? "type \(style.cyan("n")) and press Enter" : style.cyan("swift run kata run \(next.id)")
                    lines.append("Next kata: \(style.bold(next.id)) — \(goOn)")
                } else {
                    lines.append("That was the last kata. Well done!")
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension Renderer {
    /// What the author reads when the checks do not compile against the reference: the
    /// compiler's first error in the checks in one line, then every diagnostic.
    static func checksDoNotCompileText(_ diagnostics: [Diagnostic], kata: KataInfo, style: Style) -> String {
        let first = diagnostics.first { $0.severity == .error && APIMismatch.isInChecks($0.file) }
        let said = first.map { "\($0.file):\($0.line):\($0.column): \($0.message)".escapingControlCharacters() } ?? ""
        return style.bold("Your checks do not compile against the reference") + " (\(kata.solutionPath)): " + said + "\n"
            + diagnosticsText(diagnostics, style: style) + "\n"
            + "The error is in the checks (\(kata.checksPath)), not in the reference: fix the checks, or the reference's API they call."
    }

    /// What the learner reads when the hidden checks do not compile against their code: which of
    /// their declarations the checks could not use, and the starter's, without the checks' lines.
    ///
    /// - Parameter change: In the second act, the change request: the checks call what it asks
    ///   for, which is shown in its own words (what must now hold), never as the act-2 reference's
    ///   declarations (its inner design is the learner's to find).
    static func apiMismatchText(_ mismatches: [APIMismatch], errors: Int, verbose: Bool, change: ChangeRequest? = nil,
                                style: Style) -> String {
        let errorCount = "\(errors) error\(errors == 1 ? "" : "s")"
        let (folder, whose, label) = change != nil
            ? ("Sources/ChangeChecks/", "as the change request asks for it", "")
            : ("Sources/Checks/", "as the starter declared it", "    starter's: ")
        var lines = [style.bold("The hidden checks could not use your code") + " (\(errorCount) in \(folder)"
            + (verbose ? ", above)." : "; --verbose shows them).")
            + " They call it \(whose):"]
        // Messages that name nothing of the starter's follow from those that do (`cannot infer
        // contextual base` after a renamed method): shown only when nothing is named.
        let named = mismatches.filter { !$0.name.isEmpty }
        for mismatch in (named.isEmpty ? mismatches : named).prefix(6) {
            if mismatch.name.isEmpty {
                lines += mismatch.messages.prefix(3).map { "  " + $0.escapingControlCharacters() }
                continue
            }
            lines.append("  " + style.bold(mismatch.name.escapingControlCharacters()))
            let none = change != nil ? "none yet: the change request asks for it" : "none: renamed or removed?"
            let yours = mismatch.yours.isEmpty ? [none] : mismatch.yours.map(declarationText)
            let starters = mismatch.starters.isEmpty ? ["none: the starter does not declare it"] : mismatch.starters.map(declarationText)
            lines += zip(["    yours:     "] + Array(repeating: "               ", count: yours.count), yours).map { $0 + $1 }
            if change == nil {
                lines += zip([label] + Array(repeating: "               ", count: starters.count), starters).map { $0 + $1 }
            }
            lines += mismatch.messages.prefix(3).map { "    " + style.dim($0.escapingControlCharacters()) }
        }
        let shown = named.isEmpty ? mismatches : named
        if shown.count > 6 { lines.append(style.dim("  … and \(shown.count - 6) more")) }
        if !shown.isEmpty && shown.allSatisfy(\.isNameClash) {
            lines.append("Your name hides one the checks use from a library the starter imports: give yours another name.")
        } else if let change {
            lines.append("What the change request asks for:")
            lines += change.mustHold.map { "  • " + $0 }
        } else {
            lines.append("Keep the starter's type names, kinds (class, struct, actor) and signatures for what the checks call.")
        }
        return lines.joined(separator: "\n")
    }

    /// The diagnostics outside the hidden checks, without the notes that belong to an error
    /// inside them (`note: property declared here` at the learner's line).
    private static func withoutChecks(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var isAboutChecks = false
        for diagnostic in diagnostics {
            if diagnostic.severity != .note { isAboutChecks = APIMismatch.isInChecks(diagnostic.file) }
            if !APIMismatch.isInChecks(diagnostic.file) && !(diagnostic.severity == .note && isAboutChecks) {
                kept.append(diagnostic)
            }
        }
        return kept
    }

    private static func declarationText(_ declaration: APIMismatch.Declaration) -> String {
        "\(declaration.text.escapingControlCharacters())   " + "(\(declaration.file.escapingControlCharacters()):\(declaration.line))"
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

    /// The last lines of each run in watch mode: what it watches, and its commands.
    static func watchFooter(_ kata: KataInfo, style: Style) -> String {
        "Watching \(kata.starterPath): save a file to run the checks again.\n"
            + style.dim("Commands (a letter, then Enter): ") + watchCommands(style: style)
    }

    /// What watch says when a line is not one of its commands, and does nothing else.
    static func unknownWatchCommand(_ text: String, style: Style) -> String {
        style.dim("'\(text)' is not a watch command, so nothing was done. Commands (a letter, then Enter): ")
            + watchCommands(style: style)
    }

    private static func watchCommands(style: Style) -> String {
        [("h", "hint"), ("l", "list"), ("r", "run again"), ("n", "next kata"), ("q", "quit")]
            .map { "\(style.cyan($0)) \($1)" }.joined(separator: " · ")
    }
}
