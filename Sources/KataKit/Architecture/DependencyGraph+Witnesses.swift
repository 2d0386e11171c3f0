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
    static func witnesses(in code: Codebase) -> [String: [Use]] {
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
