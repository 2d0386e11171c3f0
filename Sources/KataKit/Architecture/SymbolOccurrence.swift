/// A symbol as the compiler's index names it.
public struct IndexedSymbol: Hashable, Sendable {
    /// The kinds of symbol that rules distinguish (`indexstore_symbol_kind_t`).
    public enum Kind: UInt32, Sendable {
        case unknown = 0, module = 1, `enum` = 5, `struct` = 6, `class` = 7, `protocol` = 8, `extension` = 9
        case `typealias` = 11, function = 12, variable = 13, field = 14, enumConstant = 15
        case instanceMethod = 16, classMethod = 17, staticMethod = 18
        case instanceProperty = 19, classProperty = 20, staticProperty = 21
        case constructor = 22, destructor = 23, parameter = 25
    }

    /// The unified symbol resolution: a name unique across modules, such as `s:8DDDTodos7TodoDTOV`.
    public var usr: String
    /// The name as written: `TodoDTO`, `load()`, `size`.
    public var name: String
    public var kind: Kind

    /// Whether this is a type: a struct, class, enum or protocol.
    public var isType: Bool { [.struct, .class, .enum, .protocol].contains(kind) }
}

/// What an occurrence does with its symbol (`indexstore_symbol_role_t`).
public struct SymbolRoles: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let declaration = SymbolRoles(rawValue: 1 << 0)
    public static let definition = SymbolRoles(rawValue: 1 << 1)
    public static let reference = SymbolRoles(rawValue: 1 << 2)
    public static let read = SymbolRoles(rawValue: 1 << 3)
    public static let write = SymbolRoles(rawValue: 1 << 4)
    public static let call = SymbolRoles(rawValue: 1 << 5)
    public static let implicit = SymbolRoles(rawValue: 1 << 8)
    public static let childOf = SymbolRoles(rawValue: 1 << 9)
    public static let baseOf = SymbolRoles(rawValue: 1 << 10)
    public static let overrideOf = SymbolRoles(rawValue: 1 << 11)
    public static let receivedBy = SymbolRoles(rawValue: 1 << 12)
    public static let calledBy = SymbolRoles(rawValue: 1 << 13)
    public static let extendedBy = SymbolRoles(rawValue: 1 << 14)
    public static let accessorOf = SymbolRoles(rawValue: 1 << 15)
    public static let containedBy = SymbolRoles(rawValue: 1 << 16)
}

/// One place in the learner's code where a symbol is declared, referenced, called or written.
public struct SymbolOccurrence: Hashable, Sendable {
    /// A symbol the occurrence is related to: the declaration containing it, the accessor's
    /// property, the type an extension extends.
    public struct Relation: Hashable, Sendable {
        public var roles: SymbolRoles
        public var symbol: IndexedSymbol
    }

    public var symbol: IndexedSymbol
    public var roles: SymbolRoles
    /// The file's path relative to the module's folder: `Presentation/TodoListViewModel.swift`.
    public var file: String
    public var line: Int
    public var column: Int
    public var relations: [Relation]

    /// Whether this occurrence declares or defines its symbol, rather than using it.
    public var isDeclaration: Bool { !roles.isDisjoint(with: [.declaration, .definition]) }

    /// `Presentation/TodoListViewModel.swift:14:9`
    public var location: String { "\(file):\(line):\(column)" }
}

/// The index's occurrences in one of the learner's files.
struct IndexedFile: Sendable {
    var path: String
    var occurrences: [SymbolOccurrence]
}
