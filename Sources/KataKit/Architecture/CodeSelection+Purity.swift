import Foundation

extension CodeSelection {
    /// Code in this selection is pure: whatever it can cause to run (``Dependency/runs``) uses
    /// from other modules only plain values (``HarmlessAPI``), reaches none of the module's
    /// shared state, and hides nothing from the checks (``mustNotHideFromTheChecks()``).
    ///
    ///     code.types("Trip").union(code.types("TripValidationError")).mustStayPure()
    ///
    /// A failure names the API and, when a deny-list knows it, what it does: `Process.init()
    /// (running other programs)`.
    ///
    /// - Parameters:
    ///   - dependency: `.runs` for a part that must do no effect even through what it
    ///     is given (an entity, a reducer); `.names` for a layer whose protocols other layers
    ///     implement with effects (a domain layer's repository).
    ///   - given: What the lesson says the part is given (an egg's store and publisher): the
    ///     edge of the rule. The part may use it; what its implementation uses (a lock, a
    ///     database) is its own business, and a path ends there.
    public func mustStayPure(following dependency: Dependency = .runs, given: CodeSelection? = nil) -> [Violation] {
        let effects = reports(chains(to: code.effectsFromOtherModules, stoppingAt: given, following: dependency),
                              naming: Codebase.effectName) {
            // Not "an effect": an API nobody listed may be pure all the same; the list is what the
            // lesson promises, and a deny-list names what the API does when it knows.
            "uses \($0), which is not a plain value: a pure part uses from other modules only what is listed as plain values"
        }
        // Other modules' shared instances are already effects above: here the module's own.
        let ownState = code.sharedMutableState.intersection(code.everything).named("global or static state")
        let state = reports(chains(to: ownState, stoppingAt: given, following: dependency)) {
            "uses \($0)" + (ownState.namesOrigin ? ", from \(ownState.description)" : "")
        }
        return effects + state + mustNotHideFromTheChecks()
    }

    /// The files of this selection use nothing the index cannot follow, so that no rule passes
    /// for want of seeing: reflection (`Mirror`, key-value coding, `@dynamicMemberLookup`),
    /// `unsafeBitCast`, a type's name as a string (`type(of:)`, `_typeName`), `@_exported
    /// import`, `#if` (the index records only the branch this machine built; the other
    /// is unread), and calls the index does not record (``unrecordedCalls()``: a
    /// `@dynamicCallable` value, a custom `~=`).
    public func mustNotHideFromTheChecks() -> [Violation] {
        var found: [Violation] = []
        for occurrence in code.occurrences where !occurrence.isDeclaration && contains(occurrence) && !code.isOwn(occurrence.symbol.usr) {
            let symbol = occurrence.symbol
            let why: String?
            if symbol.usr.hasPrefix("s:s6MirrorV") || symbol.name == "Mirror" {
                why = "reads values through Mirror (reflection): what it reaches is decided at run time, so neither the checks nor a reader can follow it"
            } else if ["value(forKey:)", "value(forKeyPath:)", "setValue(_:forKey:)", "setValue(_:forKeyPath:)"].contains(symbol.name) {
                why = "uses key-value coding (\(symbol.name)): a property named by a string is a dependency neither the checks nor a reader can follow"
            } else if symbol.name.hasPrefix("unsafeBitCast") || symbol.name.hasPrefix("unsafeDowncast") || symbol.name == "_typeName(_:qualified:)"
                        || symbol.name.hasPrefix("NSClassFromString") || symbol.name.hasPrefix("NSStringFromClass") {
                why = "uses \(symbol.name): a type known only at run time hides what the code depends on from the checks and from a reader"
            } else {
                why = nil
            }
            if let why, !found.contains(where: { $0.file == occurrence.file && $0.line == occurrence.line }) {
                found.append(Violation(file: occurrence.file, line: occurrence.line, column: occurrence.column, message: "\(occurrence.location) \(why)"))
            }
        }
        for file in selectedFiles() {
            let lines = code.codeLines(of: file)
            for (index, line) in lines.enumerated() {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                let column = line.count - trimmed.count + 1
                let why: String?
                if trimmed.hasPrefix("#if"), Self.onlyChoosesAnImport(lines[index...]) {
                    why = nil
                } else if trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") {
                    why = "has an #if: the compiler's index records only the branch built here, so code in the other branch breaks the rules unseen, and a reader cannot tell which branch ships; move the condition out of this part"
                } else if trimmed.hasPrefix("@_exported") {
                    why = "re-exports a module with @_exported import: every file then uses it without saying so, to the checks and to a reader"
                } else if trimmed.hasPrefix("@dynamicMemberLookup") {
                    why = "uses @dynamicMemberLookup: members looked up by name at run time are dependencies neither the checks nor a reader can follow"
                } else if Self.decidesByATypesName(trimmed) {
                    why = "compares or prints a type's name (type(of:)): deciding by a type's name is a dependency neither the checks nor a reader can follow; switch over the cases or the types instead"
                } else {
                    why = nil
                }
                if let why {
                    found.append(Violation(file: file, line: index + 1, column: column, message: "\(file):\(index + 1):\(column) \(why)"))
                }
            }
        }
        return (found + unrecordedCalls()).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// Whether a line takes a value's dynamic type as something other than its identity:
    /// `"\(type(of: event))" == "OrderPlaced"` decides by a name; `ObjectIdentifier(type(of: event))`,
    /// a dictionary's key for the type itself, is as plain as `event is OrderPlaced`.
    static func decidesByATypesName(_ line: Substring) -> Bool {
        line.replacingOccurrences(of: "ObjectIdentifier(Swift.type(of:", with: "")
            .replacingOccurrences(of: "ObjectIdentifier(type(of:", with: "")
            .contains("type(of:")
    }

    /// Whether an `#if` block, from its first line, is `#if canImport(…)` with nothing but
    /// imports in its branches (`#if canImport(FoundationEssentials)`, the idiom that picks
    /// Foundation's core where it exists): every branch then names what it uses, and each is
    /// held by the import rules.
    static func onlyChoosesAnImport(_ lines: ArraySlice<Substring>) -> Bool {
        guard let first = lines.first?.drop(while: { $0 == " " || $0 == "\t" }), first.hasPrefix("#if canImport(") else { return false }
        for line in lines.dropFirst() {
            let text = line.drop { $0 == " " || $0 == "\t" }
            if text.hasPrefix("#endif") { return true }
            if text.isEmpty || text.hasPrefix("//") || text.hasPrefix("import ") || text.hasPrefix("#else")
                || text.hasPrefix("#elseif canImport(") { continue }
            return false
        }
        return false
    }

    /// The files in which this selection declares something or holds code.
    func selectedFiles() -> [String] {
        var files = Set(code.definitions.values.filter { declares($0.symbol) }.map(\.file))
        for occurrence in code.occurrences where contains(occurrence) { files.insert(occurrence.file) }
        return files.sorted()
    }
}
