import Foundation

extension Codebase {
    /// The declarations whose own code uses what `used` declares first on every path to what
    /// `guarded` declares: a gate for ``CodeSelection/mustReach(_:onlyThrough:)`` that holds on
    /// every path, not only on one. A use case that validates most trips but stores drafts
    /// directly (`if trip.isDraft { try await repository.save(trip); return }`) is no gate, so a
    /// path through it to the repository is reported, named with the line that skips.
    ///
    ///     code.declarations(using: validated, onEveryPathTo: code.types("TripRepository"))
    ///
    /// Read from the code, as blocks: a use of `guarded` is on a path through a use of `used`
    /// when that use comes before it, in a block (`{ … }`) that holds it too. A `do` block whose
    /// every `catch` leaves (`throw`, `return`) is no branch: what follows it is in its block.
    public func declarations(using used: CodeSelection, onEveryPathTo guarded: CodeSelection) -> CodeSelection {
        var usrs: Set<String> = []
        for (owner, uses) in graph.uses {
            let first = uses.filter { used.declares($0.occurrence.symbol) }.map(\.occurrence)
            guard !first.isEmpty else { continue }
            let guardedUses = uses.filter { guarded.declares($0.occurrence.symbol) && !$0.occurrence.symbol.isType }.map(\.occurrence)
            if guardedUses.allSatisfy({ use in first.contains { isOnEveryPath($0, before: use) } }) { usrs.insert(owner) }
        }
        let gates = usrs
        return symbols("code that uses \(used.description) first", where: { gates.contains($0.usr) })
    }

    /// Whether `earlier` comes before `later` in a block that holds both.
    func isOnEveryPath(_ earlier: SymbolOccurrence, before later: SymbolOccurrence) -> Bool {
        guard earlier.file == later.file else { return false }
        let text = codeLines(of: earlier.file).map { Array($0.utf8) }
        // `repository.save(trip.validated())`: an argument runs before the call.
        if (earlier.line, earlier.column) > (later.line, later.column) {
            return isArgument(earlier, of: later, in: text)
        }
        // Each `{` still open at `earlier`, innermost last.
        var open: [(line: Int, column: Int)] = []
        for line in 0..<min(earlier.line, text.count) {
            let end = line == earlier.line - 1 ? min(earlier.column - 1, text[line].count) : text[line].count
            for column in 0..<end {
                if text[line][column] == UInt8(ascii: "{") { open.append((line, column)) }
                if text[line][column] == UInt8(ascii: "}"), !open.isEmpty { open.removeLast() }
            }
        }
        while let block = open.popLast() {
            guard let close = closingBrace(of: block, in: text) else { return false }
            if (later.line - 1, later.column - 1) < (close.line, close.column) { return true }
            // `do { valid = try trip.validated() } catch { throw error }`: every other way out leaves.
            guard isDo(block, in: text), catchesLeave(after: close, in: text) else { return false }
        }
        return false
    }

    /// Whether a use is written inside the parentheses of a call: the call's `(` is still open there.
    private func isArgument(_ inner: SymbolOccurrence, of call: SymbolOccurrence, in text: [[UInt8]]) -> Bool {
        var depth = 0
        var opened = false
        for line in (call.line - 1)..<min(inner.line, text.count) {
            let start = line == call.line - 1 ? call.column - 1 : 0
            let end = line == inner.line - 1 ? min(inner.column - 1, text[line].count) : text[line].count
            guard start < end else { continue }
            for byte in text[line][start..<end] {
                if byte == UInt8(ascii: "(") { depth += 1; opened = true }
                if byte == UInt8(ascii: ")") { depth -= 1 }
                if opened && depth == 0 { return false }
            }
        }
        return opened && depth > 0
    }

    private func closingBrace(of block: (line: Int, column: Int), in text: [[UInt8]]) -> (line: Int, column: Int)? {
        var depth = 0
        for line in block.line..<text.count {
            for column in (line == block.line ? block.column : 0)..<text[line].count {
                if text[line][column] == UInt8(ascii: "{") { depth += 1 }
                if text[line][column] == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { return (line, column) }
                }
            }
        }
        return nil
    }

    private func isDo(_ block: (line: Int, column: Int), in text: [[UInt8]]) -> Bool {
        String(decoding: text[block.line].prefix(block.column), as: UTF8.self).trimmingCharacters(in: .whitespaces).hasSuffix("do")
    }

    /// Whether the `catch` clauses after a `do` block's closing brace each throw or return.
    private func catchesLeave(after close: (line: Int, column: Int), in text: [[UInt8]]) -> Bool {
        var position = close
        var sawCatch = false
        while true {
            var rest = String(decoding: text[position.line].dropFirst(position.column + 1), as: UTF8.self)
            var line = position.line
            while rest.trimmingCharacters(in: .whitespaces).isEmpty, line + 1 < text.count {
                line += 1
                rest = String(decoding: text[line], as: UTF8.self)
            }
            let trimmed = rest.drop { $0 == " " }
            guard trimmed.hasPrefix("catch") else { return sawCatch }
            let offset = text[line].count - rest.utf8.count + (rest.utf8.count - trimmed.utf8.count)
            guard let brace = text[line].dropFirst(offset).firstIndex(of: UInt8(ascii: "{")),
                  let end = closingBrace(of: (line, brace), in: text) else { return false }
            let body = (line...end.line).map { String(decoding: text[$0], as: UTF8.self) }.joined(separator: " ")
            let words = Set(body.split { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard words.contains("throw") || words.contains("return") else { return false }
            sawCatch = true
            position = end
        }
    }
}

extension CodeSelection {
    /// In each declaration of this selection that uses what `first` declares, every use of what
    /// `guarded` declares comes after one of them on every path (``Codebase/isOnEveryPath(_:before:)``):
    /// a use case that validates most trips but stores drafts directly fails at the line that skips.
    ///
    ///     code.everything.mustUse(validated, onEveryPathTo: code.types("TripRepository"))
    public func mustUse(_ first: CodeSelection, onEveryPathTo guarded: CodeSelection) -> [Violation] {
        var skipping: [SymbolOccurrence] = []
        var firstOf: [SymbolOccurrence: SymbolOccurrence] = [:]
        for (owner, uses) in code.graph.uses {
            guard let declaration = code.definitions[owner], declares(declaration.symbol) else { continue }
            let firsts = uses.filter { first.declares($0.occurrence.symbol) }.map(\.occurrence)
            guard let earliest = firsts.first else { continue }
            for use in uses where guarded.declares(use.occurrence.symbol) && !use.occurrence.symbol.isType
                && !firsts.contains(where: { code.isOnEveryPath($0, before: use.occurrence) }) {
                skipping.append(use.occurrence)
                firstOf[use.occurrence] = earliest
            }
        }
        return violations(skipping) { names in
            let validations = skipping.compactMap { firstOf[$0] }.map { "\(readableName($0.symbol)) at \($0.location)" }
            return "uses \(names) on a path that skips \(validations.first ?? first.description): "
                + "\(first.description) must come first on every path to \(guarded.description)"
        }
    }
}
