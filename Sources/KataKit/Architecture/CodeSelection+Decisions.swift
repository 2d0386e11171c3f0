/// Statements about decisions rather than spellings: who makes a value by any means, and
/// which code a value may be made for.
extension CodeSelection {
    /// What this selection declares is used only by `places`, or by helpers that only `places`
    /// use (directly or through other such helpers): a private `make(from:)` that `insert` and
    /// `load` share is fine, a preview factory used by nobody or by a screen is not, wherever it
    /// is declared (in the type's own file too).
    ///
    ///     code.types("Egg").initializers.mustOnlyBeUsed(through: insertAndLoad)
    public func mustOnlyBeUsed(through places: CodeSelection) -> [Violation] {
        let graph = code.graph
        var users: [String: Set<String>] = [:]
        for (owner, uses) in graph.uses {
            for use in uses { users[use.target, default: []].insert(owner) }
        }
        let isPlace: (String) -> Bool = { usr in code.definitions[usr].map { places.declares($0.symbol) } ?? false }
        var serving: [String: Bool] = [:]
        func serves(_ usr: String, _ visiting: Set<String>) -> Bool {
            if let known = serving[usr] { return known }
            if isPlace(usr) { return true }
            guard !visiting.contains(usr), let callers = users[usr], !callers.isEmpty else { return false }
            let answer = callers.allSatisfy { serves($0, visiting.union([usr])) }
            serving[usr] = answer
            return answer
        }
        let uses = code.occurrences.filter { occurrence in
            guard !occurrence.isDeclaration, declares(occurrence.symbol), !places.contains(occurrence) else { return false }
            guard let owner = code.containers(of: occurrence).first(where: code.isOwn) else { return true }
            // An initializer delegating to another (`self.init(…)`) makes the value for its own callers.
            return !(declares(code.definitions[owner]?.symbol ?? occurrence.symbol) && serves(owner, []))
                && !serves(DependencyGraph.node(owner, in: code), [])
        }
        return violations(uses) { names in "uses \(names) outside \(places.description) and helpers only they use" }
    }
}

extension Codebase {
    /// Every way code can make a value of one of the module's types: its cases, its
    /// initializers (written or synthesized: `init(rawValue:)`, `init(from:)` of `Decodable`),
    /// `allCases`, and the type itself handed over as a value (`T.self` to a decoder,
    /// `T(…)`). Matching or comparing a case is not making one (``CodeSelection/mustOnlyBeMade(from:)``).
    ///
    ///     code.values(of: "TripValidationError").mustOnlyBeMade(from: code.types("Trip"))
    public func values(of typeName: String) -> CodeSelection {
        let types = typeUSRs(named: [typeName]).filter { isOwn($0) }
        let isMade: @Sendable (IndexedSymbol) -> Bool = { symbol in
            types.contains { symbol.usr.hasPrefix($0) && symbol.usr != $0 }
                && (symbol.kind == .enumConstant || symbol.kind == .constructor || symbol.name == "allCases")
        }
        return CodeSelection("the values of \(typeName)", in: self, namesOrigin: true,
                             contains: { _, _ in false },
                             declares: { symbol, code in
                                 isMade(symbol) || types.contains(symbol.usr)
                             })
            .spelling("the type \(typeName)", found: !types.isEmpty)
    }
}
