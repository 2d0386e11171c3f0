/// The statements that follow dependencies through the learner's module (``DependencyGraph``):
/// a rule holds whatever helper, global, typealias or initializer the code goes through, and a
/// failure shows the chain, one line per place in the selection where it starts:
///
///     TodoListModel.swift:12:14 uses makeDefaultClient() → AppTransport.swift:3:22 uses URLSession
extension CodeSelection {
    /// Code in this selection does not reach anything `other` declares: not by using it, and not
    /// through anything of the module it uses. Other modules' symbols end a path.
    ///
    ///     code.types("TodoListModel").mustNotReach(code.capability(.sendsRequestsOrReadsResponses))
    ///
    /// - Parameters:
    ///   - dependency: `.names` (what the code mentions, for layers) or `.runs` (what it can
    ///     cause to run, through protocol dispatch, stored closures and the members other
    ///     modules call, for effects and state).
    ///   - given: What the lesson says this code is given (the client's closure a model calls):
    ///     the edge of the rule. Which code runs there is decided by whoever made it, so a path
    ///     ends there.
    public func mustNotReach(_ other: CodeSelection, following dependency: Dependency = .names, given: CodeSelection? = nil) -> [Violation] {
        reports(chains(to: other, stoppingAt: given, following: dependency)) { "uses \($0)" + (other.namesOrigin ? ", from \(other.description)" : "") }
    }

    /// Code in this selection reaches what `other` declares only through what `gate` declares:
    /// a path that goes through the gate is fine, one that goes around it is reported.
    ///
    ///     code.folder("Presentation").mustReach(code.folder("Data"), onlyThrough: code.folder("Domain"))
    public func mustReach(_ other: CodeSelection, onlyThrough gate: CodeSelection) -> [Violation] {
        reports(chains(to: other, stoppingAt: gate)) { names in
            "uses \(names)" + (other.namesOrigin ? ", from \(other.description)" : "") + ", not through \(gate.description)"
        }
    }

    /// What this selection declares is reached only by code in `places` (and by itself): code
    /// anywhere else that reaches it, directly or through a helper outside `places`, is reported.
    ///
    ///     code.capability(.decodesData).mustOnlyBeReached(from: code.folder("Data"))
    public func mustOnlyBeReached(from places: CodeSelection) -> [Violation] {
        let elsewhere = code.everything.excluding(places).excluding(self)
        return elsewhere.reports(elsewhere.chains(to: self, stoppingAt: places)) { names in
            "uses \(names), which only \(places.description) may use"
        }
    }

    /// A path from a use in this selection to a symbol `other` declares: each hop a use, the
    /// first in this selection, the others in the code of what the previous one uses.
    struct Chain {
        var hops: [SymbolOccurrence]
        /// The indices of hops the language makes at run time (a protocol's implementation).
        var dispatches: Set<Int> = []
    }

    /// The shortest chain from each use in this selection to what `other` declares, not
    /// entering `gate`, nor this selection again (its own uses are reported where they are).
    func chains(to other: CodeSelection, stoppingAt gate: CodeSelection?, following dependency: Dependency = .names) -> [Chain] {
        let graph = code.graph
        let selections = Selections(own: self, other: other, gate: gate)
        var shortest: [String: Chain?] = [:]
        var found: [Chain] = []
        for occurrence in code.occurrences where !occurrence.isDeclaration && contains(occurrence) && !graph.qualifiers.contains(occurrence)
            && !code.isAskedByTheCaller(occurrence) {
            let symbol = occurrence.symbol
            // A target the selection declares itself counts too: an entity's own static var.
            if selections.isTarget(symbol) {
                found.append(Chain(hops: [occurrence]))
                continue
            }
            if selections.isOwn(symbol) {
                // The selection's own property, requirement or type is checked where it is
                // written, but what runs through it may be written elsewhere: a closure assigned
                // to it, a witness declared in an extension in another file.
                if let chain = ownRunsChain(from: occurrence, selections, in: graph, following: dependency) { found.append(chain) }
                continue
            }
            guard !selections.isGate(symbol), graph.isInside(symbol.usr, in: code) else { continue }
            if shortest[symbol.usr] == nil {
                shortest[symbol.usr] = path(from: symbol.usr, selections, in: graph, following: dependency)
            }
            if let rest = shortest[symbol.usr] ?? nil {
                found.append(Chain(hops: [occurrence] + rest.hops, dispatches: Set(rest.dispatches.map { $0 + 1 })))
            }
        }
        return found
    }

    /// The shortest chain through what runs at one of the selection's own symbols but is
    /// written outside it (``DependencyGraph/witnesses``, and for *runs* ``DependencyGraph/runs``).
    private func ownRunsChain(from occurrence: SymbolOccurrence, _ selections: Selections, in graph: DependencyGraph,
                              following dependency: Dependency) -> Chain? {
        var best: Chain?
        var hops = (graph.witnesses[occurrence.symbol.usr] ?? []) + (dependency == .runs ? graph.runs[occurrence.symbol.usr] ?? [] : [])
        // `init(from:)` runs only where a decoder decodes the type.
        if let coding = graph.codingWitnesses[occurrence.symbol.usr],
           let container = code.containers(of: occurrence).first(where: code.isOwn),
           graph.coders.contains(DependencyGraph.node(container, in: code)) {
            hops += coding
        }
        for hop in hops where !contains(hop.occurrence) {
            let rest: Chain?
            if selections.isTarget(hop.occurrence.symbol) {
                rest = Chain(hops: [hop.occurrence], dispatches: hop.isDispatch ? [0] : [])
            } else if hop.isDispatch {
                rest = path(from: hop.target, selections, in: graph, following: dependency).map {
                    Chain(hops: [hop.occurrence] + $0.hops, dispatches: Set($0.dispatches.map { $0 + 1 }).union([0]))
                }
            } else if graph.isInside(hop.target, in: code) {
                rest = path(from: hop.target, selections, in: graph, following: dependency).map {
                    Chain(hops: [hop.occurrence] + $0.hops, dispatches: Set($0.dispatches.map { $0 + 1 }))
                }
            } else {
                rest = nil
            }
            guard let rest else { continue }
            let chain = Chain(hops: [occurrence] + rest.hops, dispatches: Set(rest.dispatches.map { $0 + 1 }))
            if best.map({ chain.hops.count < $0.hops.count }) ?? true { best = chain }
        }
        return best
    }

    /// What a path search asks of its three selections, each answer remembered per symbol: the
    /// same symbols come up from every start.
    private final class Selections {
        let own: CodeSelection
        let other: CodeSelection
        let gate: CodeSelection?
        private var answers: [String: (own: Bool, target: Bool, gate: Bool)] = [:]

        init(own: CodeSelection, other: CodeSelection, gate: CodeSelection?) {
            self.own = own
            self.other = other
            self.gate = gate
        }

        private func answer(_ symbol: IndexedSymbol) -> (own: Bool, target: Bool, gate: Bool) {
            if let known = answers[symbol.usr] { return known }
            let found = (own.declares(symbol), other.declares(symbol), gate?.declares(symbol) ?? false)
            answers[symbol.usr] = found
            return found
        }

        func isOwn(_ symbol: IndexedSymbol) -> Bool { answer(symbol).own }
        func isTarget(_ symbol: IndexedSymbol) -> Bool { answer(symbol).target }
        func isGate(_ symbol: IndexedSymbol) -> Bool { answer(symbol).gate }
    }

    /// The uses from a declaration to the nearest symbol `other` declares, breadth first.
    private func path(from start: String, _ selections: Selections, in graph: DependencyGraph,
                      following dependency: Dependency) -> Chain? {
        var previous: [String: (node: String, use: DependencyGraph.Use)] = [:]
        var visited: Set<String> = [start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            for use in graph.successors(of: node, in: code, following: dependency) {
                let symbol = use.occurrence.symbol
                if selections.isGate(symbol) { continue }
                if !selections.isTarget(symbol) && selections.isOwn(symbol) { continue }
                if selections.isTarget(symbol) {
                    var hops = [use]
                    var current = node
                    while let step = previous[current] {
                        hops.insert(step.use, at: 0)
                        current = step.node
                    }
                    return Chain(hops: hops.map(\.occurrence),
                                 dispatches: Set(hops.indices.filter { hops[$0].isDispatch }))
                }
                guard graph.isInside(use.target, in: code), visited.insert(use.target).inserted else { continue }
                previous[use.target] = (node, use)
                queue.append(use.target)
            }
        }
        return nil
    }

    /// One violation per line where a chain starts: the names used directly on that line, or
    /// else the shortest chain, its middle shortened when it is long.
    func reports(_ chains: [Chain], naming: ((IndexedSymbol) -> String?)? = nil, _ describe: (String) -> String) -> [Violation] {
        let name: (IndexedSymbol) -> String = { symbol in
            guard let naming else {
                // `UserDefaults.standard`, not `standard`: another module's shared instance by its type.
                let isShared = [.staticProperty, .classProperty].contains(symbol.kind) && !code.isOwn(symbol.usr)
                return isShared ? qualifiedName(symbol) : readableName(symbol)
            }
            return qualifiedName(symbol) + (naming(symbol).map { " (\($0))" } ?? "")
        }
        var lines: [String: [Chain]] = [:]
        for chain in chains {
            guard let first = chain.hops.first else { continue }
            lines["\(first.file):\(first.line)", default: []].append(chain)
        }
        return lines.values.compactMap { chains -> Violation? in
            let direct = chains.filter { $0.hops.count == 1 }.compactMap(\.hops.first).sorted { $0.column < $1.column }
            if let first = direct.first {
                var names: [String] = []
                for occurrence in direct where !names.contains(name(occurrence.symbol)) {
                    names.append(name(occurrence.symbol))
                }
                var violation = Violation(file: first.file, line: first.line, column: first.column,
                                          message: "\(first.location) \(describe(names.joined(separator: ", ")))")
                violation.chain = [first]
                return violation
            }
            guard let chain = chains.min(by: { ($0.hops.count, $0.hops[0].column) < ($1.hops.count, $1.hops[0].column) }),
                  let first = chain.hops.first, let last = chain.hops.last else { return nil }
            var steps = chain.hops.dropLast().enumerated().map { index, hop in
                chain.dispatches.contains(index)
                    ? "(dispatch) \(dispatchedName(hop.symbol)) at \(hop.location)"
                    : "\(hop.location) uses \(readableName(hop.symbol))"
            }
            let kept = Set([0, steps.count - 1]).union(chain.dispatches)
            if steps.count > 3 && steps.indices.filter({ !kept.contains($0) }).count > 1 {
                var shortened: [String] = []
                var skipped = 0
                for (index, step) in steps.enumerated() {
                    if kept.contains(index) {
                        if skipped > 0 { shortened.append("… \(skipped) more …") }
                        skipped = 0
                        shortened.append(step)
                    } else {
                        skipped += 1
                    }
                }
                steps = shortened
            }
            let message = (steps + ["\(last.location) \(describe(name(last.symbol)))"]).joined(separator: " → ")
            var violation = Violation(file: first.file, line: first.line, column: first.column, message: message)
            violation.chain = chain.hops
            return violation
        }
        .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }
}

extension CodeSelection {
    /// Another module's member with its type, read off its USR: `Process.init()`,
    /// `FileManager.default`; the module's own symbols as ``readableName(_:)`` names them.
    func qualifiedName(_ symbol: IndexedSymbol) -> String {
        let name = readableName(symbol)
        guard !symbol.isType, !code.isOwn(symbol.usr), symbol.usr.hasPrefix("s:") else { return name }
        var rest = Substring(symbol.usr.dropFirst(2))
        if rest.hasPrefix("So") { rest = rest.dropFirst(2) } else if rest.first?.isNumber == true {
            let digits = rest.prefix { $0.isNumber }
            rest = rest.dropFirst(digits.count + (Int(digits) ?? 0))
        } else {
            return name
        }
        let digits = rest.prefix { $0.isNumber }
        guard let count = Int(digits), count > 0, rest.count > digits.count + count else { return name }
        return "\(rest.dropFirst(digits.count).prefix(count)).\(name)"
    }

    /// `ConsoleMailer.send(_:)`: an implementation named with its type, since the call named
    /// only the protocol's requirement.
    func dispatchedName(_ symbol: IndexedSymbol) -> String {
        // An initializer is already named with its type: `Tag.init(stringLiteral:)`.
        guard symbol.kind != .constructor, let parent = code.parents[symbol.usr],
              let type = code.definitions[DependencyGraph.node(parent, in: code)]?.symbol.name else { return readableName(symbol) }
        return "\(type).\(readableName(symbol))"
    }
}

extension Codebase {
    /// The declarations whose own code uses what `used` declares, and the code inside them:
    /// `declarations(using: validated)` is every function that validates a trip, whatever its
    /// name, a gate for ``CodeSelection/mustReach(_:onlyThrough:)``.
    public func declarations(using used: CodeSelection) -> CodeSelection {
        let usrs = Set(graph.uses.filter { $0.value.contains { used.declares($0.occurrence.symbol) } }.keys)
        return symbols("code that uses \(used.description)", where: { usrs.contains($0.usr) })
    }
}
