import Foundation

extension Codebase {
    /// State every caller shares, so code that reaches it, directly or through a helper or a
    /// protocol's implementation, depends on more than it is given:
    /// - the module's global and static stored variables, of any type (`nonisolated(unsafe)` too);
    /// - its global and static constants that hold a reference: an object of any module
    ///   (`static let shared = Environment()`, `let buffer = NSMutableString()`), an unsafe
    ///   pointer, or a value that stores one (a struct over an `UnsafeMutablePointer`);
    /// - other modules' shared instances (`NotificationCenter.default`, `UserDefaults.standard`,
    ///   `URLSession.shared`, `DispatchQueue.main`, `FileManager.default`), unsafe pointers and
    ///   Foundation's mutable classes (`NSMutableString`, `NSMutableArray`…).
    ///
    /// A `static let` of a value type (`static let maximumDuration = 365`) is a constant, not state.
    ///
    ///     code.types(conformingTo: "EventHandler").mustNotReach(code.sharedMutableState, following: .runs)
    public var sharedMutableState: CodeSelection {
        let usrs = Set(definitions.values.filter { isSharedMutableState($0) }.map(\.symbol.usr))
        return CodeSelection("global or static state", in: self, namesOrigin: true,
                             contains: { occurrence, code in !Set(code.containers(of: occurrence)).isDisjoint(with: usrs) },
                             declares: { symbol, code in
                                 usrs.contains(symbol.usr) || code.parents[symbol.usr].map(usrs.contains) == true
                                     || (!code.isOwn(symbol.usr) && Self.isOthersSharedState(symbol))
                             })
    }

    /// The names of other modules' shared instances.
    static let sharedInstanceNames: Set<String> = ["default", "standard", "shared", "main", "current", "standardOutput",
                                                   "standardError", "standardInput", "defaultCenter", "sharedInstance"]

    /// Another module's symbol that is shared state: a shared instance (a static property named
    /// like one; `Calendar.current` is a value and not one). Unsafe pointers and Foundation's
    /// mutable classes are references that a value may not store (``CodeSelection/mustHaveValueSemantics()``)
    /// and a global may not hold, and not values a pure part may use (``HarmlessAPI``).
    static func isOthersSharedState(_ symbol: IndexedSymbol) -> Bool {
        [.staticProperty, .classProperty].contains(symbol.kind) && sharedInstanceNames.contains(symbol.name)
            && !symbol.usr.contains("Calendar") && !symbol.usr.contains("TimeZone") && !symbol.usr.contains("Locale")
    }

    /// Another module's type or member that stands for a reference: an unsafe pointer, a
    /// Foundation mutable class, `AnyObject`.
    static func isReference(_ symbol: IndexedSymbol) -> Bool {
        let name = symbol.name
        return (name.hasPrefix("Unsafe") && name.contains("Pointer")) || name == "OpaquePointer" || name == "AutoreleasingUnsafeMutablePointer"
            || (name.hasPrefix("NSMutable") && symbol.kind == .class) || symbol.usr.hasPrefix("c:objc(cs)NSMutable")
            || name == "AnyObject" || name == "AnyClass"
    }

    /// Whether a definition is a global or static stored `var`, or a global or static `let` that
    /// holds a reference.
    private func isSharedMutableState(_ definition: SymbolOccurrence) -> Bool {
        guard [.variable, .staticProperty, .classProperty].contains(definition.symbol.kind), isStored(definition.symbol.usr) else {
            return false
        }
        // A local variable is no global: the index calls both `variable`, but a local is contained by a function.
        if definition.symbol.kind == .variable, parents[definition.symbol.usr] != nil || !containers(of: definition).isEmpty {
            return false
        }
        if keyword(of: definition) == "var" { return true }
        // `let anything: Any = Cache()`: an existential may hold an object.
        let declared = line(of: definition).dropFirst(definition.column - 1 + definition.symbol.name.count)
        if declared.hasPrefix(": Any") || declared.hasPrefix(": any ") || declared.hasPrefix(": (any ") { return true }
        // `static let current = AppEnvironment()`: one object that everyone changes.
        return graph.uses[definition.symbol.usr, default: []].contains { use in holdsReference(use.target, use.occurrence.symbol) }
    }

    /// Whether a symbol a constant's declaration uses makes it hold a reference: a class of any
    /// module, or its initializer, an unsafe pointer, or a type of the module that stores one.
    func holdsReference(_ usr: String, _ symbol: IndexedSymbol) -> Bool {
        if !isOwn(usr) {
            return symbol.kind == .class || Self.isReference(symbol) || (symbol.kind == .constructor && Self.isClassMember(symbol.usr))
                || graph.initializedType(usr, in: self).map { definitions[$0]?.symbol.kind == .class } == true
        }
        guard let type = definitions[usr].flatMap({ $0.symbol.kind == .constructor ? parents[$0.symbol.usr] : $0.symbol.usr }),
              let definition = definitions[DependencyGraph.node(type, in: self)] else { return false }
        if definition.symbol.kind == .class { return true }
        guard [.struct, .enum, .typealias].contains(definition.symbol.kind) else { return false }
        return everything.referenceChain(from: definition.symbol.usr) != nil
    }

    /// Whether another module's member belongs to a class: its USR names the type with `C`
    /// (`s:10Foundation15NSMutableStringC…`, `s:So8NSObjectC…`).
    static func isClassMember(_ usr: String) -> Bool {
        guard usr.hasPrefix("s:") else { return usr.hasPrefix("c:objc(cs)") }
        var rest = Substring(usr.dropFirst(2))
        if rest.hasPrefix("So") { rest = rest.dropFirst(2) } else {
            guard let module = lengthPrefixed(&rest) else { return false }
            _ = module
        }
        guard lengthPrefixed(&rest) != nil else { return false }
        return rest.first == "C"
    }

    /// Reads `10Foundation` off the start of a mangled name.
    private static func lengthPrefixed(_ text: inout Substring) -> Substring? {
        let digits = text.prefix { $0.isNumber }
        guard let count = Int(digits), count > 0 else { return nil }
        let rest = text.dropFirst(digits.count)
        guard rest.count >= count else { return nil }
        text = rest.dropFirst(count)
        return rest.prefix(count)
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
        let before = text(before: definition)
        let words = before.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        return words.last { $0 == "let" || $0 == "var" }.map(String.init)
    }

    /// The text of a declaration's line before its name: `    private(set) var `.
    func text(before definition: SymbolOccurrence) -> String {
        String(decoding: line(of: definition).utf8.prefix(definition.column - 1), as: UTF8.self)
    }

    /// The whole line an occurrence is on, as code: its comments and strings blanked (``CodeText``).
    func line(of occurrence: SymbolOccurrence) -> String {
        let lines = codeLines(of: occurrence.file)
        guard lines.indices.contains(occurrence.line - 1) else { return "" }
        return String(lines[occurrence.line - 1])
    }
}
