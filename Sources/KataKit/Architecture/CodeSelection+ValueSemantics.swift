extension CodeSelection {
    /// The selected types of the learner's module have value semantics: each is a struct or an
    /// enum, and so is every type of the module it stores (its stored properties' and its cases'
    /// associated values' types, through typealiases), recursively. A copy then shares nothing
    /// that someone else can change.
    ///
    ///     code.types("Trip").mustHaveValueSemantics()
    ///
    /// Other modules' types (`String`, `[Int]`, `Date`) count as values; a protocol of the module
    /// stored as `any P` is not followed.
    public func mustHaveValueSemantics() -> [Violation] {
        let types = code.definitions.values.filter { $0.symbol.isType && $0.symbol.kind != .protocol && declares($0.symbol) }
        var found: [Violation] = []
        for type in types.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
            if type.symbol.kind == .class {
                found.append(Violation(file: type.file, line: type.line, column: type.column,
                                       message: "\(type.location) declares \(type.symbol.name) as a class: make it a struct or an enum"))
                continue
            }
            guard let chain = referenceChain(from: type.symbol.usr), let first = chain.first, let last = chain.last,
                  let reference = code.definitions[last.symbol.usr] else { continue }
            let steps = chain.map { "\($0.location) stores \($0.symbol.name)" }
            found.append(Violation(
                file: first.file, line: first.line, column: first.column,
                message: "\(type.symbol.name) is not a value all the way down: " + steps.joined(separator: " → ")
                    + ", which \(reference.location) declares as a class"))
        }
        return found
    }

    /// The type references from a value type's stored properties and cases to the nearest class
    /// of the module, breadth first.
    private func referenceChain(from type: String) -> [SymbolOccurrence]? {
        var previous: [String: (type: String, use: SymbolOccurrence)] = [:]
        var visited: Set<String> = [type]
        var queue = [type]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for use in storedTypeUses(of: current) {
                let target = use.target
                guard let definition = code.definitions[target], visited.insert(target).inserted else { continue }
                previous[target] = (current, use.occurrence)
                if definition.symbol.kind == .class {
                    var chain: [SymbolOccurrence] = []
                    var step: String? = target
                    while let node = step, let link = previous[node] {
                        chain.insert(link.use, at: 0)
                        step = link.type
                    }
                    return chain
                }
                if [.struct, .enum, .typealias].contains(definition.symbol.kind) { queue.append(target) }
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
        return stored.flatMap { graph.uses[$0.symbol.usr] ?? [] }.filter { use in
            code.definitions[use.target].map { $0.symbol.isType || $0.symbol.kind == .typealias } == true
        }
    }
}
