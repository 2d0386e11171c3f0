/// What keeps a part's state on its actor when the index cannot see where a closure runs.
extension CodeSelection {
    /// None of the selection's declarations is `nonisolated(unsafe)`, and none of its types or
    /// extensions is `@unchecked Sendable`.
    ///
    ///     code.types("LoginViewModel").mustKeepTheCompilersIsolationChecks()
    ///
    /// Either switches off the compiler's own check of the actor a write runs on. The index
    /// places a write in the declaration it is written in, not where it runs: a closure written
    /// in a `@MainActor` method and yielded into a stream runs wherever the stream's consumer
    /// runs, and only the compiler can tell; with its check switched off, nothing can. The
    /// index records neither keyword, so this reads the declaration's code, comments and
    /// strings left out (``CodeText``).
    public func mustKeepTheCompilersIsolationChecks() -> [Violation] {
        var unsafe: [SymbolOccurrence] = []
        var unchecked: [SymbolOccurrence] = []
        for definition in code.definitions.values where declares(definition.symbol) && !definition.roles.contains(.implicit) {
            if definition.symbol.isType || definition.symbol.kind == .extension {
                let clause = code.line(of: definition).utf8.dropFirst(definition.column - 1).prefix { $0 != UInt8(ascii: "{") }
                if String(decoding: clause, as: UTF8.self).contains("@unchecked") { unchecked.append(definition) }
            } else if attributes(before: definition).contains("nonisolated(unsafe)") {
                unsafe.append(definition)
            }
        }
        return (violations(unsafe) { names in
            "declares \(names) nonisolated(unsafe): the compiler no longer checks which thread writes it, so a closure "
                + "written here and run elsewhere (a job yielded into a stream, run by its consumer) writes it off the actor "
                + "unseen; keep it isolated and write it where the compiler can see the actor"
        } + violations(unchecked) { names in
            "declares \(names) @unchecked Sendable: the compiler no longer checks which thread writes its state, so a "
                + "consumer elsewhere (a stream's, a task's) can write it off the actor unseen; keep the state in the isolated type"
        }).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// The code before a declaration's name on its line, and on the line before when that line
    /// holds only modifiers (`nonisolated(unsafe)` written above `var count = 0`), spaces removed.
    private func attributes(before definition: SymbolOccurrence) -> String {
        var text = code.text(before: definition)
        let lines = code.codeLines(of: definition.file)
        if definition.line >= 2, lines.indices.contains(definition.line - 2) {
            let previous = lines[definition.line - 2].drop { $0 == " " || $0 == "\t" }
            if previous.hasPrefix("nonisolated") || previous.hasPrefix("@") { text = previous + " " + text }
        }
        return text.filter { !$0.isWhitespace }
    }
}
