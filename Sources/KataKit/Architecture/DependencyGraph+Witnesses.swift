/// The members of the module's types that other modules' code calls, a pass of the graph for
/// *names* and *runs* alike (``DependencyGraph/witnesses``).
extension DependencyGraph {
    /// Witnesses of other modules' protocols: code that uses a type can run the members with
    /// which it implements other modules' protocols or overrides their classes, though it never
    /// names them. Array's `!=` and `firstIndex(of:)` call `==`, `sorted()` and `max()` call `<`,
    /// a `Set` or a `Dictionary` calls `hash(into:)`, string interpolation and
    /// `String(describing:)` call `description`, an encoder or a decoder calls `encode(to:)` and
    /// `init(from:)`, `for … in` calls `makeIterator()` and `next()`, a literal calls
    /// `init(stringLiteral:)`. A type reaches every such member, wherever it is declared: in the
    /// type's body, or in an extension in any file.
    ///
    /// The index relates each witness to what it implements (`overrideOf`); what the compiler
    /// writes for a conformance (a synthesized `==` or `init(from:)`) has no code of the learner.
    ///
    /// But `init(from:)` and `encode(to:)` (``isCoding(_:)``): only a decoder or an encoder
    /// calls them, so they are reached only from code that decodes or encodes
    /// (``codingWitnesses(in:)``), not by every use of the type (a Domain/ type made `Decodable`
    /// in Data/ is named freely by Domain/).
    static func witnesses(in code: Codebase) -> [String: [Use]] {
        allWitnesses(in: code).mapValues { $0.filter { !$0.isCoding } }.filter { !$0.value.isEmpty }.mapValues { $0.map(\.use) }
    }

    /// The members with which each type implements `Decodable` and `Encodable`, which only a
    /// decoder or an encoder calls: a declaration that uses one reaches those of the types it names.
    static func codingWitnesses(in code: Codebase) -> [String: [Use]] {
        allWitnesses(in: code).mapValues { $0.filter(\.isCoding) }.filter { !$0.value.isEmpty }.mapValues { $0.map(\.use) }
    }

    private static func allWitnesses(in code: Codebase) -> [String: [(use: Use, isCoding: Bool)]] {
        var found: [String: [(use: Use, isCoding: Bool)]] = [:]
        for definition in code.definitions.values {
            let implemented = definition.relations.filter { $0.roles.contains(.overrideOf) && !code.isOwn($0.symbol.usr) }
            guard !implemented.isEmpty, let parent = code.parents[definition.symbol.usr] else { continue }
            let type = node(parent, in: code)
            guard code.definitions[type]?.symbol.isType == true else { continue }
            let coding = implemented.allSatisfy { isCoding($0.symbol) }
            found[type, default: []].append((Use(target: definition.symbol.usr, occurrence: definition, isDispatch: true), coding))
        }
        // A conformance declared apart from the member (`extension EggSize: Equatable {}`, `==` elsewhere).
        for witness in code.conformanceWitnesses {
            let implemented = witness.relations.filter { $0.roles.contains(.overrideOf) && !code.isOwn($0.symbol.usr) }
            guard !implemented.isEmpty, let container = code.containers(of: witness).first(where: code.isOwn) else { continue }
            let type = node(container, in: code)
            guard code.definitions[type]?.symbol.isType == true else { continue }
            let implementation = code.definitions[witness.symbol.usr] ?? witness
            found[type, default: []].append((Use(target: witness.symbol.usr, occurrence: implementation, isDispatch: true),
                                             implemented.allSatisfy { isCoding($0.symbol) }))
        }
        return found
    }

    /// `Decodable.init(from:)` and `Encodable.encode(to:)` (`s:Se…`, `s:SE…`).
    static func isCoding(_ requirement: IndexedSymbol) -> Bool {
        (requirement.usr.hasPrefix("s:Se") && requirement.name == "init(from:)")
            || (requirement.usr.hasPrefix("s:SE") && requirement.name == "encode(to:)")
    }

    /// Whether another module's symbol decodes or encodes: a decoder's or an encoder's
    /// `decode`/`encode`, or a coder type named (`JSONDecoder`, `PropertyListEncoder`).
    static func isCoder(_ symbol: IndexedSymbol) -> Bool {
        let name = symbol.name
        return name.hasPrefix("decode") || name.hasPrefix("encode") || name.hasSuffix("Decoder") || name.hasSuffix("Encoder")
            || name.hasPrefix("singleValueContainer") || name.hasPrefix("container(") || name.hasPrefix("unkeyedContainer")
    }
}
