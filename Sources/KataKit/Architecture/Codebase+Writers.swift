import Foundation

/// The functions of the learner's module that write a property: where a value a check read
/// was produced, which is the code a learner opens to fix it.
public struct ValueWriters: Equatable, Sendable {
    /// One function that writes the property: its first write there.
    public struct Writer: Equatable, Sendable {
        /// Relative to the module's folder: `TodoListModel.swift`.
        public var file: String
        public var line: Int
        /// The function as a learner reads it: `load()`, `init(name:)`, `didSet of query`.
        public var function: String
    }

    /// The property they write: the one the check read (`todos`), or the one its getter reads
    /// (`rows` reads `todos`).
    public var property: String
    /// Every function that writes it, the most likely at fault first: a method of the
    /// property's own type, then one of another type, then an initializer (which gives the
    /// first value, rarely the wrong one after a step).
    public var writers: [Writer]
}

extension Codebase {
    /// Reads a module from an index store, for the runner: `folder` is the module's folder
    /// (absolute), `library` the toolchain's `libIndexStore` (nil to look for it as the
    /// checks do), `verified` as ``IndexReader/read(folder:verified:)`` takes it.
    ///
    /// - Throws: ``IndexUnavailable`` saying what could not be read.
    public static func read(store: String, folder: String, library: String?, verified: Bool) throws -> Codebase {
        guard let realFolder = realPath(folder) else { throw IndexUnavailable("the folder \(folder) does not exist") }
        let reader = IndexReader(library: try library.map(IndexStoreLibrary.opened) ?? IndexStoreLibrary.shared(), storePath: store)
        return Codebase(folder: folder, files: try reader.read(folder: realFolder, verified: verified))
    }

    /// The functions that write the property declared at this line of this file (relative to
    /// the module's folder), named `name`; nil when no property of that name is declared there,
    /// or nothing writes it.
    ///
    /// A write is an assignment, a compound assignment (`+=`), a mutating call (`todos.append(…)`,
    /// `todos.sort()`), a write through a member (`draft.text = …` writes `draft`), or a key
    /// path's setter. A property that nothing writes (a computed one) gives the writers of the
    /// first property its getter reads that something writes: `var rows { viewModel.todos.map … }`
    /// gives the writers of `todos` (``ValueWriters/property`` says which). A `let` given its
    /// value where it is declared, or a computed property of constants, has none: its
    /// declaration made the value.
    public func writers(ofPropertyIn file: String, line: Int, named name: String) -> ValueWriters? {
        guard let property = definitions.values.first(where: { definition in
            definition.file == file && definition.line == line && definition.symbol.name == name
                && Self.propertyKinds.contains(definition.symbol.kind)
        }) else { return nil }
        return writers(of: property.symbol, depth: 2)
    }

    private static let propertyKinds: Set<IndexedSymbol.Kind> = [.instanceProperty, .staticProperty, .classProperty, .variable]

    private func writers(of property: IndexedSymbol, depth: Int) -> ValueWriters? {
        let found = directWriters(of: property.usr)
        if !found.isEmpty { return ValueWriters(property: property.name, writers: found) }
        guard depth > 0 else { return nil }
        // What the getter reads, in the order it is written. A value computed from values (its
        // own type's, or a value it holds: `var canLogin: Bool { email.valid && password.count > 8 }`)
        // is made by its getter: its declaration is the place. One computed from another
        // object's state (`var rows { viewModel.todos.map … }`, `todos` a class's) points at what
        // wrote that object's state.
        let owner = parents[property.usr]
        func isAnotherObjects(_ usr: String) -> Bool {
            guard let type = parents[usr], type != owner else { return false }
            return definitions[type]?.symbol.kind == .class
        }
        let reads = occurrences.filter { occurrence in
            !occurrence.isDeclaration && !occurrence.roles.contains(.write) && Self.propertyKinds.contains(occurrence.symbol.kind)
                && occurrence.symbol.usr != property.usr && isOwn(occurrence.symbol.usr)
                && containers(of: occurrence).contains(property.usr) && isWritten(occurrence)
        }.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        var tried: Set<String> = []
        for read in reads where tried.insert(read.symbol.usr).inserted && isAnotherObjects(read.symbol.usr) {
            if let found = writers(of: read.symbol, depth: depth - 1) { return found }
        }
        return nil
    }

    /// Every function that writes the property, ranked as ``ValueWriters/writers`` says.
    private func directWriters(of usr: String) -> [ValueWriters.Writer] {
        // Accessors share the property's USR but for its last letter: `…vp`, `…vs`.
        let stem = usr.dropLast()
        let owner = parents[usr]
        var found: [String: (writer: ValueWriters.Writer, rank: Int)] = [:]
        for occurrence in occurrences where !occurrence.isDeclaration {
            let isWrite = occurrence.symbol.usr == usr && occurrence.roles.contains(.write)
                || occurrence.roles.contains(.call) && occurrence.symbol.name.hasPrefix("setter:")
                    && occurrence.symbol.usr.dropLast() == stem
            guard isWrite, isWritten(occurrence) else { continue }
            let chain = containers(of: occurrence)
            guard let function = chain.first(where: { definitions[$0] != nil }), let definition = definitions[function],
                  function != usr else { continue }
            let rank = definition.symbol.kind == .constructor ? 2 : (owner != nil && chain.contains(owner ?? "")) ? 0 : 1
            let writer = ValueWriters.Writer(file: occurrence.file, line: occurrence.line, function: Self.readable(definition.symbol.name))
            if let known = found[function], (known.writer.file, known.writer.line) <= (writer.file, writer.line) { continue }
            found[function] = (writer, rank)
        }
        return found.values.sorted { ($0.rank, $0.writer.file, $0.writer.line) < ($1.rank, $1.writer.file, $1.writer.line) }.map(\.writer)
    }

    /// Whether an occurrence is in the code as written, not in a macro's expansion: `@Observable`
    /// writes `_todos` in accessors that the index places at the attribute's line, where the name
    /// is not written.
    private func isWritten(_ occurrence: SymbolOccurrence) -> Bool {
        var name = occurrence.symbol.name
        if let colon = name.firstIndex(of: ":"), !name[..<colon].contains("(") { name = String(name[name.index(after: colon)...]) }
        name = String(name.prefix { $0 != "(" })
        return name.isEmpty || line(of: occurrence).contains(name)
    }

    /// An accessor as a learner names it: `didSet:query` reads `didSet of query`.
    private static func readable(_ name: String) -> String {
        guard let colon = name.firstIndex(of: ":"), !name[..<colon].contains("("),
              ["getter", "setter", "didSet", "willSet", "init", "modify", "_modify", "read", "_read"].contains(String(name[..<colon]))
        else { return name }
        return "\(name[..<colon]) of \(name[name.index(after: colon)...])"
    }
}
