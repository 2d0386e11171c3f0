import Foundation

extension Codebase {
    /// The module's global and static stored variables, and its global and static constants
    /// that hold an object (`static let shared = Environment()`): state every caller shares, so
    /// code that reaches one, directly or through a helper, depends on more than it is given.
    ///
    ///     code.types(conformingTo: "EventHandler").mustNotReach(code.sharedMutableState)
    public var sharedMutableState: CodeSelection {
        let usrs = Set(definitions.values.filter { isSharedMutableState($0) }.map(\.symbol.usr))
        return CodeSelection("global or static state", in: self, namesOrigin: true,
                             contains: { occurrence, code in !Set(code.containers(of: occurrence)).isDisjoint(with: usrs) },
                             declares: { symbol, code in
                                 usrs.contains(symbol.usr) || code.parents[symbol.usr].map(usrs.contains) == true
                             })
    }

    /// Whether a definition is a global or static stored `var`, or a global or static `let` of
    /// one of the module's classes or actors.
    private func isSharedMutableState(_ definition: SymbolOccurrence) -> Bool {
        guard [.variable, .staticProperty, .classProperty].contains(definition.symbol.kind), isStored(definition.symbol.usr) else {
            return false
        }
        if keyword(of: definition) == "var" { return true }
        // `static let current = AppEnvironment()`: one object that everyone changes.
        return graph.uses[definition.symbol.usr, default: []].contains { use in
            guard let type = definitions[use.target].flatMap({ $0.symbol.kind == .constructor ? parents[$0.symbol.usr] : $0.symbol.usr }) else {
                return false
            }
            return definitions[type]?.symbol.kind == .class
        }
    }

    /// Whether a property is stored: its getter, if any, is the compiler's, not written out.
    func isStored(_ property: String) -> Bool {
        !definitions.values.contains { definition in
            parents[definition.symbol.usr] == property && definition.symbol.name.hasPrefix("getter:")
                && !definition.roles.contains(.implicit)
        }
    }

    /// `let` or `var`, as written before a property's name (the index does not say: it gives a
    /// `let` a setter too).
    func keyword(of definition: SymbolOccurrence) -> String? {
        guard let text = try? String(contentsOfFile: absolutePath(of: definition.file), encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(definition.line - 1) else { return nil }
        let before = String(decoding: lines[definition.line - 1].utf8.prefix(definition.column - 1), as: UTF8.self)
        let words = before.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.last { $0 == "let" || $0 == "var" }.map(String.init)
    }
}
