/// The passes that add the *runs* dependency to the graph, one per language feature, in the
/// manner of Periphery's mutators: each returns hops from a declaration to what can run when it
/// is used, and the graph merges them (``DependencyGraph/runs``).
extension DependencyGraph {
    /// Every pass, in order (none depends on another).
    static let runPasses: [@Sendable (Codebase) -> [String: [Use]]] = [dynamicDispatch, implicitWitnesses]

    /// Dynamic dispatch (class-hierarchy analysis): a call to a protocol requirement or an
    /// overridable member reaches every declaration of the module that implements or overrides
    /// it, wherever its conformance is declared (an extension in another file counts). The
    /// index relates each implementation to what it implements (`overrideOf`).
    static let dynamicDispatch: @Sendable (Codebase) -> [String: [Use]] = { code in
        var found: [String: [Use]] = [:]
        for definition in code.definitions.values {
            for relation in definition.relations where relation.roles.contains(.overrideOf) {
                found[relation.symbol.usr, default: []].append(Use(target: definition.symbol.usr, occurrence: definition, isDispatch: true))
            }
        }
        return found
    }

    /// Implicit conformances: code that uses a type can run the members with which it implements
    /// other modules' protocols, though it never names them: string interpolation and
    /// `String(describing:)` call `description`, `==` and hashing run behind a `Set`, `Codable`
    /// behind an encoder. A type reaches those members.
    static let implicitWitnesses: @Sendable (Codebase) -> [String: [Use]] = { code in
        var found: [String: [Use]] = [:]
        for definition in code.definitions.values {
            guard definition.relations.contains(where: { $0.roles.contains(.overrideOf) && !code.isOwn($0.symbol.usr) }),
                  let parent = code.parents[definition.symbol.usr] else { continue }
            let type = node(parent, in: code)
            guard code.definitions[type]?.symbol.isType == true else { continue }
            found[type, default: []].append(Use(target: definition.symbol.usr, occurrence: definition, isDispatch: true))
        }
        return found
    }
}
