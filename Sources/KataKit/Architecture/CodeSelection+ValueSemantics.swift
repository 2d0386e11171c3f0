extension CodeSelection {
    /// The selected types of the learner's module have value semantics: each is a struct or an
    /// enum, and so is every type of the module it stores (its stored properties' and its cases'
    /// associated values' types, through typealiases), recursively. A copy then shares nothing
    /// that someone else can change.
    ///
    ///     code.types("Trip").mustHaveValueSemantics()
    ///
    /// Other modules' structs and enums (`String`, `[Int]`, `Date`) count as values; their
    /// classes (`NSMutableString`), unsafe pointers, `AnyObject` and a protocol of the module
    /// that only classes can adopt (`any P` where `P: AnyObject`) do not.
    public func mustHaveValueSemantics() -> [Violation] {
        let types = code.definitions.values.filter { $0.symbol.isType && $0.symbol.kind != .protocol && declares($0.symbol) }
        var found: [Violation] = []
        for type in types.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
            if type.symbol.kind == .class {
                found.append(Violation(file: type.file, line: type.line, column: type.column,
                                       message: "\(type.location) declares \(type.symbol.name) as a class: make it a struct or an enum"))
                continue
            }
            guard let chain = referenceChain(from: type.symbol.usr), let first = chain.first, let last = chain.last else { continue }
            let steps = chain.map { "\($0.location) stores \(readableName($0.symbol))" }
            let why: String
            if let reference = code.definitions[last.symbol.usr] {
                if reference.symbol.kind == .protocol, let conformer = classConformer(of: reference.symbol.usr) {
                    why = "a protocol that \(conformer.symbol.name), a class declared at \(conformer.location), conforms to: an `any \(reference.symbol.name)` can hold that object, which copies share"
                } else {
                    why = reference.symbol.kind == .protocol ? "which \(reference.location) declares for classes only (AnyObject)"
                        : "which \(reference.location) declares as a class"
                }
            } else {
                why = "a reference (a class, a pointer or an object) that copies share"
            }
            found.append(Violation(
                file: first.file, line: first.line, column: first.column,
                message: "\(type.symbol.name) is not a value all the way down: " + steps.joined(separator: " → ") + ", " + why))
        }
        return found
    }

    /// The type references from a value type's stored properties and cases to the nearest class
    /// of the module, breadth first.
    func referenceChain(from type: String) -> [SymbolOccurrence]? {
        var previous: [String: (type: String, use: SymbolOccurrence)] = [:]
        var visited: Set<String> = [type]
        var queue = [type]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for use in storedTypeUses(of: current) {
                let target = use.target
                // `@MainActor` on a stored closure's type names an actor, and stores none.
                let isAttribute = use.occurrence.symbol.name == "MainActor" || target.hasPrefix("s:ScM")
                let isOthersReference = !code.isOwn(target) && !isAttribute
                    && (use.occurrence.symbol.kind == .class || Codebase.isReference(use.occurrence.symbol))
                guard isOthersReference || code.definitions[target] != nil, visited.insert(target).inserted else { continue }
                previous[target] = (current, use.occurrence)
                let definition = code.definitions[target]
                if isOthersReference || definition?.symbol.kind == .class || isClassBound(target) || classConformer(of: target) != nil {
                    var chain: [SymbolOccurrence] = []
                    var step: String? = target
                    while let node = step, let link = previous[node] {
                        chain.insert(link.use, at: 0)
                        step = link.type
                    }
                    return chain
                }
                if let kind = definition?.symbol.kind, [.struct, .enum, .typealias].contains(kind) { queue.append(target) }
            }
        }
        return nil
    }

    /// The types named by what a type stores: its stored instance properties and its cases, or
    /// what a typealias names.
    private func storedTypeUses(of type: String) -> [DependencyGraph.Use] {
        let graph = code.graph
        if code.definitions[type]?.symbol.kind == .typealias {
            return graph.uses[type] ?? []
        }
        let stored = code.definitions.values.filter { definition in
            let kind = definition.symbol.kind
            guard kind == .instanceProperty || kind == .enumConstant,
                  code.parents[definition.symbol.usr].map({ DependencyGraph.node($0, in: code) }) == type else { return false }
            return kind == .enumConstant || code.isStored(definition.symbol.usr)
        }
        // A closure stored in the value holds what it captures: `{ [log = CountingLog()] in … }`
        // makes an object of the module, which every copy of the value then shares.
        let made: (DependencyGraph.Use) -> DependencyGraph.Use = { use in
            guard code.definitions[use.target]?.symbol.kind == .constructor, let type = code.parents[use.target] else { return use }
            var madeType = use
            madeType.target = type
            return madeType
        }
        return stored.flatMap { (graph.uses[$0.symbol.usr] ?? []).map(made) }.filter { use in
            code.definitions[use.target].map { $0.symbol.isType || $0.symbol.kind == .typealias }
                ?? (use.occurrence.symbol.isType || use.occurrence.symbol.kind == .typealias)
        }
    }

    /// A class of the module that conforms to a protocol of the module (directly, through an
    /// extension or through a protocol that refines it): an `any P` stored in a value can then
    /// hold an object, whether or not `P` says `AnyObject`.
    func classConformer(of usr: String) -> SymbolOccurrence? {
        guard code.definitions[usr]?.symbol.kind == .protocol else { return nil }
        var seen: Set<String> = [usr]
        var bases: Set<String> = [usr]
        while !bases.isEmpty {
            var next: Set<String> = []
            for occurrence in code.occurrences where bases.contains(occurrence.symbol.usr) {
                for relation in occurrence.relations where relation.roles.contains(.baseOf) {
                    let conformer = relation.symbol.kind == .extension ? code.parents[relation.symbol.usr] : relation.symbol.usr
                    guard let conformer, seen.insert(conformer).inserted else { continue }
                    if let definition = code.definitions[conformer], definition.symbol.kind == .class { return definition }
                    next.insert(conformer)
                }
            }
            bases = next
        }
        return nil
    }

    /// Whether a protocol of the module can only be adopted by classes: `protocol P: AnyObject`.
    private func isClassBound(_ usr: String, seen: Set<String> = []) -> Bool {
        guard let definition = code.definitions[usr], definition.symbol.kind == .protocol, !seen.contains(usr) else { return false }
        // `protocol Sink: AnyObject`: the index records no use of AnyObject, the text does.
        let declared = code.line(of: definition).drop { $0 != ":" }.prefix { $0 != "{" }
        if declared.contains("AnyObject") || declared.contains(" class") { return true }
        return (code.graph.uses[usr] ?? []).contains { use in
            use.occurrence.symbol.name == "AnyObject" || use.occurrence.symbol.kind == .class
                || isClassBound(use.target, seen: seen.union([usr]))
        }
    }
}
