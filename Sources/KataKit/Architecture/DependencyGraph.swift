import Foundation

/// The learner's module as declarations and the uses between them, read from the index.
///
/// A *node* is one of the module's declarations: a type, a function, a property, a global, a
/// typealias, an enum case. Each use (a call, a read, a write, a type named in a signature or a
/// conformance) belongs to the declaration whose code it is written in: code in a closure belongs
/// to the function or property holding the closure, a conformance written on an extension belongs
/// to the extended type, and a use in a property's accessors belongs to the property.
///
/// What a use *reaches* is what runs, or is named, when that code runs:
/// - a function, method or initializer: its body (and a default argument written in it);
/// - a property or a global: its initial value and its accessors;
/// - an initializer (written or implicit): the initial values of its type's stored properties;
/// - a typealias: what it names;
/// - a type: what it inherits from and conforms to, and the members with which it implements
///   other modules' protocols (``witnesses(in:)``: Array's `!=` runs `==`, interpolation runs
///   `description`), but not its other members: using a type is not calling them.
///
/// Two notions of dependency follow these uses (``Dependency``). *Names* stops at a protocol
/// requirement or an overridable member: the code names the abstraction, not its
/// implementations (a Domain/ protocol implemented in Data/ is fine). *Runs* goes on into what
/// can run there, one small pass per language feature (``DependencyGraph+Runs.swift``): every
/// implementation of the module of a requirement or overridable member called, and the closures
/// assigned to a function-typed property read. Both follow the members of a type that other
/// modules' code calls (``DependencyGraph+Witnesses.swift``): a use of the type is a use of them.
/// Paths end at other modules' symbols.
struct DependencyGraph: Sendable {
    /// One use: what is used, and where the learner wrote it. A *dispatch* is no use the learner
    /// wrote but a hop the language makes at run time: its occurrence is the implementation's
    /// declaration.
    struct Use: Hashable, Sendable {
        var target: String
        var occurrence: SymbolOccurrence
        var isDispatch = false
    }

    /// The uses written in each declaration's own code.
    let uses: [String: [Use]]
    /// The accessors of each property (`getter:`, `setter:`, `didSet:`…).
    let accessors: [String: [String]]
    /// The stored or initialized instance properties of each type, whose initial values an
    /// initializer runs.
    let instanceProperties: [String: [String]]
    /// The module's types, to find the type of an implicit initializer by its symbol.
    let types: [String]
    /// What each declaration leads to (``successors(of:in:)``), worked out once.
    private let leads: [String: [Use]]
    /// What more each declaration can cause to run (the *runs* dependency), worked out once.
    let runs: [String: [Use]]
    /// The members with which each type implements other modules' protocols (``witnesses(in:)``),
    /// which a use of the type reaches for *names* and *runs* alike.
    let witnesses: [String: [Use]]
    /// The members with which each type implements `Decodable` and `Encodable`: reached only from
    /// ``coders``, code that decodes or encodes.
    let codingWitnesses: [String: [Use]]
    /// The declarations that use a decoder or an encoder of another module.
    let coders: Set<String>
    /// The names of the module's types written only to qualify a nested type
    /// (`TripEditorViewModel` in `TripEditorViewModel.Field`): the nested type is the use.
    let qualifiers: Set<SymbolOccurrence>

    init(_ code: Codebase) {
        var uses: [String: [Use]] = [:]
        var accessors: [String: [String]] = [:]
        var instanceProperties: [String: [String]] = [:]
        for definition in code.definitions.values {
            let symbol = definition.symbol
            guard let parent = code.parents[symbol.usr] else { continue }
            if Self.isAccessor(symbol) {
                accessors[parent, default: []].append(symbol.usr)
            } else if symbol.kind == .instanceProperty {
                instanceProperties[Self.owningType(parent, in: code), default: []].append(symbol.usr)
            }
        }
        let typealiases = Dictionary(grouping: code.definitions.values.filter { $0.symbol.kind == .typealias }, by: \.file)
            .mapValues { $0.sorted { ($0.line, $0.column) < ($1.line, $1.column) } }
        // `TripEditorViewModel.Field`: the outer name only qualifies the nested type, which is the
        // use (and belongs to the outer type's part); it does not run or name the outer type's code.
        let typePlaces = Set(code.occurrences.filter { !$0.isDeclaration && $0.symbol.isType }.map { "\($0.file):\($0.line):\($0.column)" })
        let qualifiers = Set(code.occurrences.filter { occurrence in
            !occurrence.isDeclaration && occurrence.symbol.isType && code.isOwn(occurrence.symbol.usr)
                && typePlaces.contains("\(occurrence.file):\(occurrence.line):\(occurrence.column + occurrence.symbol.name.utf8.count + 1)")
        })
        self.qualifiers = qualifiers
        // `calendar: Calendar = .current`: the device's world in a default argument is the caller's.
        for occurrence in code.occurrences where !occurrence.isDeclaration && !qualifiers.contains(occurrence)
            && !code.isAskedByTheCaller(occurrence) {
            guard let owner = Self.owner(of: occurrence, in: code, typealiases: typealiases) else { continue }
            uses[owner, default: []].append(Use(target: occurrence.symbol.usr, occurrence: occurrence))
        }
        self.uses = uses.mapValues { $0.sorted { ($0.occurrence.file, $0.occurrence.line, $0.occurrence.column) < ($1.occurrence.file, $1.occurrence.line, $1.occurrence.column) } }
        self.accessors = accessors
        self.instanceProperties = instanceProperties
        types = code.definitions.values.filter { $0.symbol.isType }.map(\.symbol.usr).sorted { $0.count > $1.count }
        let witnesses = Self.witnesses(in: code)
        self.witnesses = witnesses
        let coding = Self.codingWitnesses(in: code)
        codingWitnesses = coding
        var coders: Set<String> = []
        var leads: [String: [Use]] = [:]
        for usr in code.definitions.keys {
            var found = (self.uses[usr] ?? []) + (witnesses[usr] ?? [])
            // A declaration that decodes or encodes reaches the coding members of the types it names.
            if !coding.isEmpty, let written = self.uses[usr], written.contains(where: { !code.isOwn($0.target) && Self.isCoder($0.occurrence.symbol) }) {
                coders.insert(usr)
                for use in written { found += coding[use.target] ?? [] }
            }
            for accessor in accessors[usr] ?? [] { found += self.uses[accessor] ?? [] }
            if let definition = code.definitions[usr], definition.symbol.kind == .constructor, let parent = code.parents[usr] {
                for property in instanceProperties[Self.owningType(parent, in: code)] ?? [] { found += self.uses[property] ?? [] }
            }
            if !found.isEmpty { leads[usr] = found }
        }
        self.leads = leads
        self.coders = coders
        let written = self.uses
        runs = Self.runPasses.reduce(into: [:]) { found, pass in
            for (usr, hops) in pass(code, written) { found[usr, default: []] += hops }
        }
    }

    /// The declaration a use belongs to: the innermost declaration of the module around it, an
    /// extension standing for its type; `nil` for a use outside any (an `import`).
    static func owner(of occurrence: SymbolOccurrence, in code: Codebase,
                      typealiases: [String: [SymbolOccurrence]]) -> String? {
        // `struct Saved: Event`, `extension Renamed: NamedEvent`: the conformance is the type's.
        if let base = occurrence.relations.first(where: { $0.roles.contains(.baseOf) }) {
            return node(base.symbol.usr, in: code)
        }
        // A default argument's code is the function's, not its parameter's.
        if let container = code.containers(of: occurrence).first(where: { code.isOwn($0) && code.definitions[$0]?.symbol.kind != .parameter }) {
            return node(container, in: code)
        }
        // `typealias Store = TripRepository`: the index relates the name it resolves to to nothing.
        return typealiases[occurrence.file]?.last { $0.line == occurrence.line && $0.column < occurrence.column }?.symbol.usr
    }

    /// The node a declaration counts as: an extension is its type.
    static func node(_ usr: String, in code: Codebase) -> String {
        if code.definitions[usr]?.symbol.kind == .extension, let type = code.parents[usr] { return type }
        return usr
    }

    /// The type that declares a member, seeing through an extension.
    private static func owningType(_ usr: String, in code: Codebase) -> String {
        node(usr, in: code)
    }

    static func isAccessor(_ symbol: IndexedSymbol) -> Bool {
        ["getter:", "setter:", "modify:", "_modify:", "didSet:", "willSet:", "read:", "_read:", "init:"]
            .contains { symbol.name.hasPrefix($0) }
    }

    /// The uses that running or naming a declaration brings in: its own, its accessors', for a
    /// type the witnesses other modules call, and for an initializer, its type's property
    /// initial values.
    func successors(of usr: String, in code: Codebase, following dependency: Dependency = .names) -> [Use] {
        let more = dependency == .runs ? runs[usr] ?? [] : []
        if let known = leads[usr] { return known + more }
        if !more.isEmpty { return more }
        // An initializer the index never declares: only its type's property initial values.
        guard code.definitions[usr] == nil, let type = initializedType(usr, in: code) else { return [] }
        return (instanceProperties[type] ?? []).flatMap { uses[$0] ?? [] }
    }

    /// The type an initializer of the module makes, written or implicit (`Defaults()` calls an
    /// initializer the index never declares: its symbol starts with its type's).
    func initializedType(_ usr: String, in code: Codebase) -> String? {
        if let definition = code.definitions[usr] {
            guard definition.symbol.kind == .constructor, let parent = code.parents[usr] else { return nil }
            return Self.owningType(parent, in: code)
        }
        guard usr.hasSuffix("fc") else { return nil }
        return types.first { usr.hasPrefix($0) }
    }

    /// Whether using the symbol can lead further into the module.
    func isInside(_ usr: String, in code: Codebase) -> Bool {
        code.isOwn(usr) || initializedType(usr, in: code) != nil
    }
}

extension Codebase {
    /// The module's dependency graph, built once per codebase the first time a rule follows uses.
    var graph: DependencyGraph { graphCache.graph(for: self) }
}

/// Holds the graph of a codebase once built: rules share one.
final class GraphCache: @unchecked Sendable {
    private let lock = NSLock()
    private var built: DependencyGraph?

    func graph(for code: Codebase) -> DependencyGraph {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let graph = DependencyGraph(code)
        built = graph
        return graph
    }
}
