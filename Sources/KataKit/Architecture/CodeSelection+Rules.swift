import Foundation

/// The statements a rule makes about selections. Each returns the places that break it, one
/// per line of code, in file and line order; an empty array means the statement holds.
extension CodeSelection {
    /// Code in this selection does not use anything `other` declares.
    ///
    ///     code.folder("Presentation").mustNotUse(code.folder("Data"))
    public func mustNotUse(_ other: CodeSelection) -> [Violation] {
        let uses = code.occurrences.filter { occurrence in
            !occurrence.isDeclaration && contains(occurrence)
                && other.declares(occurrence.symbol) && !declares(occurrence.symbol)
        }
        return violations(uses) { names in
            "uses \(names)" + (other.namesOrigin ? ", from \(other.description)" : "")
        }
    }

    /// What this selection declares is used only from code in `places` (and from itself).
    ///
    ///     code.types("JSONDecoder").mustOnlyBeUsed(from: code.folder("Data"))
    public func mustOnlyBeUsed(from places: CodeSelection) -> [Violation] {
        let uses = code.occurrences.filter { occurrence in
            !occurrence.isDeclaration && declares(occurrence.symbol)
                && !places.contains(occurrence) && !contains(occurrence)
        }
        return violations(uses) { names in "uses \(names), which only \(places.description) may use" }
    }

    /// The selected enum cases are made only by code in `places` (and by the selection itself):
    /// code elsewhere may match or compare them (`case .tooLong:`, `catch`, `error == .tooLong`)
    /// but not make one (`throw .tooLong`, `validationError = .tooLong`).
    ///
    ///     cases(of: "TripValidationError").mustOnlyBeMade(from: code.types("Trip"))
    public func mustOnlyBeMade(from places: CodeSelection) -> [Violation] {
        let made = code.occurrences.filter { occurrence in
            guard !occurrence.isDeclaration, declares(occurrence.symbol),
                  !places.contains(occurrence), !contains(occurrence) else { return false }
            let lines = code.codeLines(of: occurrence.file)
            if occurrence.symbol.isType {
                // The type handed over as a value: `decode(TripValidationError.self, …)`, `TripValidationError(…)`.
                guard lines.indices.contains(occurrence.line - 1) else { return false }
                let after = String(decoding: lines[occurrence.line - 1].utf8.dropFirst(occurrence.column - 1 + occurrence.symbol.name.utf8.count),
                                   as: UTF8.self)
                return after.hasPrefix(".self") || after.hasPrefix("(") || after.hasPrefix(".init")
            }
            return !MatchingUse.isMatch(in: lines, line: occurrence.line, column: occurrence.column)
        }
        return violations(made) { names in "makes \(names), which only \(places.description) may make" }
            + madeThroughFactories(of: places)
    }

    /// A decision is judged where it is taken: a factory in `places` that decides nothing (its
    /// body has no branch: `static var missingName: Self { .emptyName }`) is `places`' own only
    /// where their code calls it. Called from elsewhere, the caller chose the value, so each
    /// such call is reported with the factory and what it makes; matching or comparing with it
    /// (`error == .missingName`) takes no decision.
    private func madeThroughFactories(of places: CodeSelection) -> [Violation] {
        var factories: [String: SymbolOccurrence] = [:]
        for occurrence in code.occurrences where !occurrence.isDeclaration && !occurrence.symbol.isType
            && declares(occurrence.symbol) && places.contains(occurrence) {
            guard var owner = code.containers(of: occurrence).first(where: code.isOwn) else { continue }
            if let definition = code.definitions[owner], DependencyGraph.isAccessor(definition.symbol), let property = code.parents[owner] {
                owner = property
            }
            guard factories[owner] == nil, let definition = code.definitions[owner], !definition.symbol.isType, !declares(definition.symbol),
                  !MatchingUse.isMatch(in: code.codeLines(of: occurrence.file), line: occurrence.line, column: occurrence.column),
                  !decides(definition) else { continue }
            factories[owner] = occurrence
        }
        guard !factories.isEmpty else { return [] }
        let calls = code.occurrences.filter { occurrence in
            guard !occurrence.isDeclaration, factories[occurrence.symbol.usr] != nil,
                  !places.contains(occurrence), !contains(occurrence) else { return false }
            return !MatchingUse.isMatch(in: code.codeLines(of: occurrence.file), line: occurrence.line, column: occurrence.column)
        }
        var makes: [String: String] = [:]
        for (usr, made) in factories {
            guard let factory = code.definitions[usr] else { continue }
            makes[readableName(factory.symbol)] = "\(readableName(factory.symbol)) (\(made.location) makes \(readableName(made.symbol)))"
        }
        return violations(calls) { names in
            let named = names.components(separatedBy: ", ").map { makes[$0] ?? $0 }.joined(separator: ", ")
            return "uses \(named), a factory of \(places.description) that decides nothing: the decision is taken here, "
                + "and only \(places.description) may take it"
        }
    }

    /// Whether a declaration's code branches (`if`, `guard`, `switch`, `?:`…): it takes a decision
    /// of its own. A declaration whose body the rules cannot find counts as deciding.
    private func decides(_ definition: SymbolOccurrence) -> Bool {
        let lines = code.codeLines(of: definition.file)
        guard lines.indices.contains(definition.line - 1) else { return true }
        let rest = lines[definition.line - 1].utf8.dropFirst(definition.column - 1)
        guard rest.contains(UInt8(ascii: "{")) || rest.contains(UInt8(ascii: "=")) else { return true }
        let last = DependencyGraph.closureEnd(in: lines, line: definition.line, column: definition.column)
        let body = (definition.line...last).map { String(lines[$0 - 1]) }.joined(separator: " ")
        let words = Set(body.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        return !words.isDisjoint(with: ["if", "guard", "switch", "case", "where", "while", "for", "catch", "filter", "first", "last", "min", "max", "reduce"])
            || body.contains(" ? ") || body.contains("??") || body.contains("&&") || body.contains("||")
    }

    /// The selected properties are assigned or mutated only by code in `places`.
    ///
    ///     code.property("size", of: "Egg").mustOnlyBeChanged(from: code.types("Egg"))
    ///
    /// Every route counts: a setter, `+=`, a mutating call, a writable key path formed outside
    /// `places` (`\Egg.size` on a property that is not `let` or `private(set)`), and a write in
    /// a closure that a property of `places` stores (`var resize = { self.size = $0 }`), since any
    /// code that reads the property can call it.
    public func mustOnlyBeChanged(from places: CodeSelection) -> [Violation] {
        var settable: [String: Bool] = [:]
        let writes = code.occurrences.filter { occurrence in
            guard !occurrence.isDeclaration, declares(occurrence.symbol) else { return false }
            let isWrite = occurrence.roles.contains(.write)
                || (occurrence.roles.contains(.call) && occurrence.symbol.name.hasPrefix("setter:"))
            if isWrite {
                return !places.contains(occurrence) || isInStoredClosure(occurrence)
            }
            guard !places.contains(occurrence), isKeyPath(occurrence) else { return false }
            if settable[occurrence.symbol.usr] == nil {
                let declaration = code.definitions[occurrence.symbol.usr].map(code.text(before:)) ?? ""
                settable[occurrence.symbol.usr] = !(declaration.contains("let ") || declaration.contains("private(set)"))
            }
            return settable[occurrence.symbol.usr] == true
        }
        return violations(writes) { names in "changes \(names) outside \(places.description)" }
    }

    /// Whether a use is a key path's component: `\Egg.size`, `\.size`.
    private func isKeyPath(_ occurrence: SymbolOccurrence) -> Bool {
        let before = code.text(before: occurrence)
        var head = Substring(before)
        while let last = head.last, last.isLetter || last.isNumber || last == "_" || last == "." || last == "?" || last == "!" {
            head.removeLast()
        }
        return head.last == "\\"
    }

    /// Whether a write is written in a closure that a stored property holds: its innermost
    /// declaration is a property, not a function or an accessor.
    private func isInStoredClosure(_ occurrence: SymbolOccurrence) -> Bool {
        guard let container = code.containers(of: occurrence).first(where: code.isOwn),
              let definition = code.definitions[container] else { return false }
        return [.instanceProperty, .staticProperty, .classProperty, .variable].contains(definition.symbol.kind)
            && !declares(definition.symbol)
    }

    /// The files of this selection import only these modules (and the standard library's:
    /// `import Swift` is always fine). Allowing Foundation allows its core, `FoundationEssentials`,
    /// which `#if canImport(FoundationEssentials)` imports instead of it where it exists.
    ///
    ///     code.files(declaring: "Trip").mustImportOnly("Foundation")
    ///
    /// The failure says why the file is held to the rule: what it declares.
    public func mustImportOnly(_ modules: String...) -> [Violation] {
        var allowed = Set(modules).union(["Swift", "_Concurrency", "_StringProcessing"])
        if allowed.contains("Foundation") { allowed.insert("FoundationEssentials") }
        let imports = code.occurrences.filter { occurrence in
            occurrence.symbol.kind == .module && contains(occurrence) && !allowed.contains(occurrence.symbol.name)
        }
        return violations(imports) { names in "imports \(names)" }.map { violation in
            var violation = violation
            let declared = code.definitions.values
                .filter { $0.file == violation.file && ($0.symbol.isType || $0.symbol.kind == .typealias) && code.parents[$0.symbol.usr] == nil }
                .sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map(\.symbol.name)
            let extended = code.definitions.values
                .filter { $0.file == violation.file && $0.symbol.kind == .extension }
                .compactMap { code.parents[$0.symbol.usr].flatMap { code.definitions[$0]?.symbol.name } }
            if !declared.isEmpty {
                violation.message += " (this file declares \(declared.joined(separator: ", ")), so it is one of \(description))"
            } else if !extended.isEmpty {
                violation.message += " (this file extends \(Set(extended).sorted().joined(separator: ", ")), so it is one of \(description))"
            }
            return violation
        }
    }

    /// The selected types of the learner's module are structs or enums, values that nobody
    /// else can change behind the owner's back.
    public func mustBeValueTypes() -> [Violation] {
        let classes = code.definitions.values.filter { definition in
            definition.symbol.kind == .class && declares(definition.symbol)
        }
        return violations(classes) { names in "declares \(names) as a class: make it a struct or an enum" }
    }

    /// The learner's declarations in this selection are all in `places`: where code must live.
    ///
    ///     code.types("TodoListView").mustBeDeclared(in: code.folder("Presentation"))
    ///
    /// A misplaced type is reported once, not once per member.
    public func mustBeDeclared(in places: CodeSelection) -> [Violation] {
        violations(outermostDeclarations { !places.contains($0) }) { names in "declares \(names) outside \(places.description)" }
    }

    /// The learner's module declares nothing in this selection.
    ///
    ///     code.symbols("a protocol", where: { $0.kind == .protocol }).mustNotBeDeclared()
    public func mustNotBeDeclared() -> [Violation] {
        violations(outermostDeclarations { _ in true }) { names in "declares \(names) (\(description))" }
    }

    /// The learner's declarations in this selection that `isReported`, without those inside
    /// another one reported in the same file (a misplaced type's members and accessors).
    private func outermostDeclarations(_ isReported: (SymbolOccurrence) -> Bool) -> [SymbolOccurrence] {
        let reported = code.definitions.values.filter { declares($0.symbol) && isReported($0) }
        let files = Dictionary(reported.map { ($0.symbol.usr, $0.file) }, uniquingKeysWith: { first, _ in first })
        return reported.filter { definition in
            !code.containers(of: definition).contains { files[$0] == definition.file }
        }
    }

    /// One violation per line of code, naming each symbol used there once (by `naming`, or by
    /// its readable name).
    func violations(_ occurrences: [SymbolOccurrence], naming: ((IndexedSymbol) -> String)? = nil,
                    _ describe: (String) -> String) -> [Violation] {
        var lines: [String: (first: SymbolOccurrence, names: [String])] = [:]
        for occurrence in occurrences {
            let key = "\(occurrence.file):\(occurrence.line)"
            let name = naming?(occurrence.symbol) ?? readableName(occurrence.symbol)
            var entry = lines[key] ?? (occurrence, [])
            if occurrence.column < entry.first.column { entry.first = occurrence }
            if !entry.names.contains(name) { entry.names.append(name) }
            lines[key] = entry
        }
        return lines.values
            .sorted { ($0.first.file, $0.first.line) < ($1.first.file, $1.first.line) }
            .map { entry in
                Violation(file: entry.first.file, line: entry.first.line, column: entry.first.column,
                          message: "\(entry.first.location) \(describe(entry.names.joined(separator: ", ")))")
            }
    }

    /// The name of a symbol, and for an initializer of the module, its type: `Mailer.init()`.
    func readableName(_ symbol: IndexedSymbol) -> String {
        guard symbol.kind == .constructor, let type = code.parents[symbol.usr].flatMap({ code.definitions[$0] }) else {
            return Self.readableName(symbol)
        }
        return "\(type.symbol.name).\(symbol.name)"
    }

    /// `size` for `setter:size`, `load()` for a method, `TodoDTO` for a type.
    static func readableName(_ symbol: IndexedSymbol) -> String {
        for prefix in ["getter:", "setter:", "modify:", "_modify:", "didSet:", "willSet:"] where symbol.name.hasPrefix(prefix) {
            return String(symbol.name.dropFirst(prefix.count))
        }
        return symbol.name
    }
}

extension CodeSelection {
    /// The selection matches something of the module: a rule about a type that was renamed, or a
    /// folder that does not exist, would otherwise hold for nothing and pass.
    ///
    ///     code.folder("Data").mustNotBeEmpty(because: "the requests and the decoding need a home")
    public func mustNotBeEmpty(because reason: String) -> [Violation] {
        let matches = code.definitions.values.contains { declares($0.symbol) }
            || code.occurrences.contains { contains($0) }
        guard !matches else { return [] }
        return [Violation(file: "", line: 0, column: 0, message: "\(description) matches nothing in your code: \(reason)")]
    }
}
