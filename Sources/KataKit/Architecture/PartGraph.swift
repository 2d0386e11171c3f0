/// The learner's architecture at the level of a kata's parts: which part uses which, how often,
/// and where first, beside the arrows the lesson intends.
///
/// Computed from the same index the rules read: a use is an occurrence of a symbol in one part
/// of something another part declares (a call, a read, a write, a type named, a conformance).
public struct PartGraph: Codable, Equatable, Sendable {
    /// One part, and how many of the learner's declarations it holds (0: nothing matched it).
    public struct Node: Codable, Equatable, Sendable {
        public var name: String
        public var declarations: Int
        /// Other modules' code, such as Foundation's networking types.
        public var isExternal: Bool

        public init(name: String, declarations: Int, isExternal: Bool = false) {
            self.name = name
            self.declarations = declarations
            self.isExternal = isExternal
        }
    }

    /// The uses from one part of what another declares.
    public struct Edge: Codable, Equatable, Sendable {
        public var from: String
        public var to: String
        public var uses: Int
        /// Whether a rule fails because of one of its uses (for an architecture without rules:
        /// whether no intended arrow allows it). Drawn red.
        public var isForbidden: Bool
        /// For a red arrow, the first place (in file and line order) a failing rule names; else
        /// the first use: the file relative to the module's folder.
        public var file: String
        public var line: Int
        public var column: Int
        /// What is used at that place: `TodoDTO`, `decode(_:from:)`.
        public var symbol: String
        /// The first rule, in the kata's order, that fails at one of its uses.
        public var rule: String?

        public init(from: String, to: String, uses: Int, isForbidden: Bool, file: String, line: Int, column: Int, symbol: String,
                    rule: String? = nil) {
            self.from = from
            self.to = to
            self.uses = uses
            self.isForbidden = isForbidden
            self.file = file
            self.line = line
            self.column = column
            self.symbol = symbol
            self.rule = rule
        }

        /// `Presentation/TodoListViewModel.swift:12:14`
        public var location: String { "\(file):\(line):\(column)" }
    }

    /// One of the learner's declarations, and the part that declares it: what the footprint of a
    /// change request compares (`kata` keeps the first act's in its snapshot).
    public struct Declaration: Codable, Equatable, Hashable, Sendable {
        /// `validated(today:)`, `Trip`.
        public var name: String
        /// The index's kind: `struct`, `instanceMethod`, `enumConstant`…
        public var kind: String
        public var usr: String
        /// Relative to the module's folder.
        public var file: String
        public var line: Int
        /// The USR of the declaration it is declared in (a member's type); nil at the top level.
        public var parent: String?
        /// The first part that declares it; nil when no part does.
        public var part: String?

        public init(name: String, kind: String, usr: String, file: String, line: Int, parent: String? = nil, part: String? = nil) {
            self.name = name
            self.kind = kind
            self.usr = usr
            self.file = file
            self.line = line
            self.parent = parent
            self.part = part
        }
    }

    public var nodes: [Node]
    public var intended: [Architecture.Arrow]
    /// Sorted by part order: the uses from the first part first.
    public var edges: [Edge]
    /// Every declaration of the learner's module (not its parameters, nor what the compiler
    /// makes implicitly), in file and line order.
    public var declarations: [Declaration]?
    /// The kata's failing rules, in its order, that fail at no use between parts (an egg that
    /// writes a file itself): a picture with no red arrow must still not say that no rule fails.
    public var rulesFailingInsideParts: [String]?

    public init(nodes: [Node], intended: [Architecture.Arrow], edges: [Edge], declarations: [Declaration]? = nil,
                rulesFailingInsideParts: [String]? = nil) {
        self.nodes = nodes
        self.intended = intended
        self.edges = edges
        self.declarations = declarations
        self.rulesFailingInsideParts = rulesFailingInsideParts
    }
}

extension Architecture {
    /// The learner's graph of parts, read from the index.
    public func graph(of code: Codebase) -> PartGraph {
        let parts = parts(in: code)
        let allowed = Set(arrows)
        var counts: [Arrow: (uses: Int, first: SymbolOccurrence)] = [:]
        // The places the failing rules name; an arrow with a use at one of them is red. A rule
        // that follows dependencies also gives its path, drawn on the arrow it crosses first.
        var failingPlaces: [String: Int] = [:]
        var failingChains: [(rule: Int, hops: [SymbolOccurrence])] = []
        var failingRules: [Int] = []
        for (index, rule) in (rules ?? []).enumerated() {
            let violations = rule.verify(code)
            if !violations.isEmpty { failingRules.append(index) }
            for violation in violations where !violation.file.isEmpty {
                let place = "\(violation.file):\(violation.line):\(violation.column)"
                failingPlaces[place] = failingPlaces[place] ?? index
                if !violation.chain.isEmpty { failingChains.append((index, violation.chain)) }
            }
        }
        var failing: [Arrow: Int] = [:]
        // Where each red arrow fails first: the place a rule names, not the arrow's first use.
        var failingFirst: [Arrow: SymbolOccurrence] = [:]
        var rulesOnArrows: Set<Int> = []
        func markFailing(_ arrow: Arrow, rule: Int, at occurrence: SymbolOccurrence) {
            failing[arrow] = min(rule, failing[arrow] ?? rule)
            rulesOnArrows.insert(rule)
            if let known = failingFirst[arrow], (known.file, known.line, known.column) <= (occurrence.file, occurrence.line, occurrence.column) { return }
            failingFirst[arrow] = occurrence
        }
        let declarationsByFile = Dictionary(grouping: code.definitions.values.filter { !$0.roles.contains(.implicit) }, by: \.file)
            .mapValues { $0.sorted { ($0.line, $0.column) < ($1.line, $1.column) } }
        // Selections answer by symbol, and by file and container: many uses share them.
        var declaring: [String: Int?] = [:]
        var holding: [String: Int?] = [:]
        for occurrence in code.occurrences
        where !occurrence.isDeclaration && !occurrence.roles.contains(.implicit) && occurrence.symbol.kind != .module {
            let to = declaring[occurrence.symbol.usr] ?? {
                let part = parts.firstIndex { $0.selection.declares(occurrence.symbol) }
                declaring[occurrence.symbol.usr] = part
                return part
            }()
            guard let to else { continue }
            // What holds a use depends on its file and its container only (see Codebase.containers(of:)).
            let container = occurrence.relations.first { !$0.roles.isDisjoint(with: [.containedBy, .childOf, .accessorOf, .extendedBy]) }
            let isConformance = occurrence.relations.contains { $0.roles.contains(.baseOf) }
            let place = container.flatMap { isConformance ? nil : "\(occurrence.file)\u{0}\($0.symbol.usr)" }
            let from = place.flatMap { holding[$0] } ?? {
                let part = owner(of: occurrence, among: parts, in: code, declarations: declarationsByFile[occurrence.file] ?? [])
                if let place { holding[place] = part }
                return part
            }()
            guard let from, from != to else { continue }
            let arrow = Arrow(parts[from].name, to: parts[to].name)
            var entry = counts[arrow] ?? (0, occurrence)
            entry.uses += 1
            if (occurrence.file, occurrence.line, occurrence.column) < (entry.first.file, entry.first.line, entry.first.column) {
                entry.first = occurrence
            }
            counts[arrow] = entry
            if let rule = failingPlaces["\(occurrence.file):\(occurrence.line):\(occurrence.column)"] {
                markFailing(arrow, rule: rule, at: occurrence)
            }
        }
        // A path is drawn on the arrow between the parts it crosses first: from the part whose
        // code holds its first use to the first part that declares what a later hop uses. A
        // helper that no part declares (a property wrapper, an operator, a free function in a
        // file of its own) belongs to the part that uses it, so the path goes on through it.
        var drawnByPaths: [Arrow: Set<String>] = [:]
        for (rule, hops) in failingChains {
            guard let first = hops.first,
                  let from = owner(of: first, among: parts, in: code, declarations: declarationsByFile[first.file] ?? []) else { continue }
            for hop in hops {
                let to = declaring[hop.symbol.usr] ?? {
                    let part = parts.firstIndex { $0.selection.declares(hop.symbol) }
                    declaring[hop.symbol.usr] = part
                    return part
                }()
                guard let to, to != from else { continue }
                let arrow = Arrow(parts[from].name, to: parts[to].name)
                markFailing(arrow, rule: rule, at: first)
                drawnByPaths[arrow, default: []].insert(first.location)
                break
            }
        }
        // An arrow only a path draws (through a helper of no part) counts the paths' first uses.
        for (arrow, places) in drawnByPaths where counts[arrow] == nil {
            guard let first = failingFirst[arrow] else { continue }
            counts[arrow] = (places.count, first)
        }
        let order = Dictionary(parts.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let edges = counts.map { arrow, entry in
            let shown = failingFirst[arrow] ?? entry.first
            return PartGraph.Edge(from: arrow.from, to: arrow.to, uses: entry.uses,
                                  isForbidden: rules == nil ? !allowed.contains(arrow) : failing[arrow] != nil,
                                  file: shown.file, line: shown.line, column: shown.column,
                                  symbol: CodeSelection.readableName(shown.symbol),
                                  rule: failing[arrow].flatMap { rules?[$0].name })
        }.sorted { (order[$0.from] ?? 0, order[$0.to] ?? 0) < (order[$1.from] ?? 0, order[$1.to] ?? 0) }
        var declared = Array(repeating: 0, count: parts.count)
        var declarations: [PartGraph.Declaration] = []
        for definition in code.definitions.values where !definition.roles.contains(.implicit) && definition.symbol.kind != .parameter {
            let index = parts.firstIndex(where: { $0.selection.declares(definition.symbol) })
            if let index { declared[index] += 1 }
            declarations.append(PartGraph.Declaration(name: definition.symbol.name, kind: "\(definition.symbol.kind)", usr: definition.symbol.usr,
                                                      file: definition.file, line: definition.line,
                                                      parent: code.parents[definition.symbol.usr], part: index.map { parts[$0].name }))
        }
        let nodes = parts.enumerated().map { index, part in
            PartGraph.Node(name: part.name, declarations: declared[index], isExternal: part.isExternal)
        }
        declarations.sort { ($0.file, $0.line, $0.usr) < ($1.file, $1.line, $1.usr) }
        return PartGraph(nodes: nodes, intended: arrows, edges: edges, declarations: declarations,
                         rulesFailingInsideParts: rules.map { rules in failingRules.filter { !rulesOnArrows.contains($0) }.map { rules[$0].name } })
    }

    /// The part whose code holds a use.
    ///
    /// Some uses are contained by nothing in the index: a conformance (`struct Customer:
    /// HasDomainEvents`) belongs to the type that conforms, and a type named in an enum case's
    /// payload or a generic clause to the declaration written just before it in its file.
    private func owner(of occurrence: SymbolOccurrence, among parts: [Part], in code: Codebase,
                       declarations: [SymbolOccurrence]) -> Int? {
        if let base = occurrence.relations.first(where: { $0.roles.contains(.baseOf) })?.symbol {
            // `extension Customer: HasDomainEvents`: the extension's type conforms.
            let type = base.kind == .extension ? code.parents[base.usr].flatMap { code.definitions[$0]?.symbol } ?? base : base
            return parts.firstIndex { $0.selection.declares(type) }
        }
        if code.containers(of: occurrence).isEmpty,
           let before = declarations.last(where: { ($0.line, $0.column) < (occurrence.line, occurrence.column) }),
           let part = parts.firstIndex(where: { $0.selection.declares(before.symbol) }) {
            return part
        }
        return parts.firstIndex { $0.selection.contains(occurrence) }
    }
}
