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
        // An inner helper that another writer calls (`load()` calls `show(_:)`, which sets the
        // sentence) comes before its caller, within its rank: it wrote the value the caller asked for.
        let helpers = Set(occurrences.compactMap { occurrence -> String? in
            guard !occurrence.isDeclaration, occurrence.roles.contains(.call), found[occurrence.symbol.usr] != nil,
                  let caller = containers(of: occurrence).first(where: { found[$0] != nil }), caller != occurrence.symbol.usr
            else { return nil }
            return occurrence.symbol.usr
        })
        return found.map { usr, entry in (entry.writer, entry.rank * 2 + (helpers.contains(usr) ? 0 : 1)) }
            .sorted { ($0.1, $0.0.file, $0.0.line) < ($1.1, $1.0.file, $1.0.line) }.map(\.0)
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

    /// Whether a name is an accessor's (`getter:memo`): a property read, not a function called.
    private static func isAccessor(_ name: String) -> Bool {
        name.firstIndex(of: ":").map { !name[..<$0].contains("(") } ?? false
    }

    /// An accessor as a learner names it: `didSet:query` reads `didSet of query`.
    private static func readable(_ name: String) -> String {
        guard let colon = name.firstIndex(of: ":"), !name[..<colon].contains("("),
              ["getter", "setter", "didSet", "willSet", "init", "modify", "_modify", "read", "_read"].contains(String(name[..<colon]))
        else { return name }
        return "\(name[..<colon]) of \(name[name.index(after: colon)...])"
    }
}

extension Codebase {
    /// Where a value a check read was made, the check naming it by a path from one of the
    /// module's types: `LoginState.email.valid` (the property `valid` of `LoginState`'s `email`),
    /// `LoginEffects.login` (a closure property the code calls), `Output.loginFinished` (an enum
    /// case the code makes). nil when the path names nothing of the module.
    ///
    /// The path is read from its end: the last property that some function writes gives its
    /// writers (`valid`, else `email`); a function, a closure property or a case gives the
    /// functions that call or make it. A property nothing writes (a value computed from values)
    /// gives no function: its declaration made the value. So does a function named with its
    /// parentheses (`OrderStore.save()`): its own work made the value (the orders it stored).
    ///
    /// Where several types have the name (each version's `Output`), those declared under
    /// `folder` (relative to the module's folder: `Reducer/`) are read, or all of them.
    ///
    /// A path may also name functions by their work (`functions that reorder lists`, see
    /// ``Difference/functions(that:in:else:)``): the place is where the first of them does it,
    /// the function named. Paths joined by ``Difference/otherwise`` are read in turn, the first
    /// naming something giving the producers.
    public func producers(of path: String, preferringFolder folder: String? = nil) -> ObservedProducers? {
        let paths = path.components(separatedBy: Difference.otherwise)
        if paths.count > 1 {
            return paths.lazy.compactMap { self.producers(of: $0, preferringFolder: folder) }.first
        }
        if let (work, inFolder) = Difference.work(in: path) {
            return doing(work, in: inFolder).map { ObservedProducers(declaration: $0, made: nil, isCall: false) }
        }
        let names = path.split(separator: ".").map(String.init)
        guard names.count >= 2 else { return nil }
        var declaration: SymbolOccurrence?
        for index in stride(from: names.count - 1, through: 1, by: -1) {
            var candidates = members(named: names[index], inType: index == 1 ? names[0] : nil)
            if candidates.count > 1, let folder {
                let preferred = candidates.filter { $0.file.hasPrefix(folder) }
                if !preferred.isEmpty { candidates = preferred }
            }
            // A member of one type (a property named `valid` in several is not this path's).
            guard let member = candidates.first, candidates.count == 1 || index == 1 else { continue }
            declaration = declaration ?? member
            if names[index].hasSuffix(")") { break }
            if Self.propertyKinds.contains(member.symbol.kind), let found = writers(of: member.symbol, depth: 2) {
                return ObservedProducers(declaration: Self.place(member), made: found, isCall: false)
            }
            if !Self.propertyKinds.contains(member.symbol.kind) || isClosure(member) {
                let found = callers(of: candidates.map(\.symbol))
                if let first = found.first, let helper = helperMakingAnArgument(of: Set(candidates.map(\.symbol.usr)), at: first) {
                    // `validated(today: memo.day(today))`: the call's argument, wrong, is the helper's.
                    return ObservedProducers(declaration: helper, made: nil, isCall: false)
                }
                if !found.isEmpty {
                    return ObservedProducers(declaration: Self.place(member),
                                             made: ValueWriters(property: member.symbol.name, writers: found), isCall: true)
                }
            }
        }
        return declaration.map { ObservedProducers(declaration: Self.place($0), made: nil, isCall: false) }
    }

    /// Where the module's first function doing this work does it, in `folder` (relative to the
    /// module's folder: `Data/`) when one is given: the line of the work, the function named.
    private func doing(_ work: Difference.Work, in folder: String?) -> ValueWriters.Writer? {
        // The module's clocks: properties that hold a moment and are declared as a function's
        // type (a parameter or `Date()` in an initializer's default only hands one over).
        let clocks = work != .readClock ? [] : momentUSRs().filter { usr in
            guard let definition = definitions[usr] else { return false }
            return [.instanceProperty, .staticProperty, .classProperty].contains(definition.symbol.kind) && line(of: definition).contains("->")
        }
        let uses: [SymbolOccurrence] = switch work {
        case .compareMoments:
            Array(momentComparisons().values.joined())
        case .readResponses:
            occurrences.filter { !$0.isDeclaration && !isOwn($0.symbol.usr) && Self.readsResponse($0.symbol) }
        case .readClock:
            occurrences.filter { occurrence in
                !occurrence.isDeclaration && !occurrence.roles.contains(.write) && clocks.contains(occurrence.symbol.usr)
                    && !containers(of: occurrence).contains { definitions[$0]?.symbol.kind == .constructor }
            }
        case .reorderLists:
            occurrences.filter { occurrence in
                !occurrence.isDeclaration && occurrence.roles.contains(.call) && !isOwn(occurrence.symbol.usr)
                    && ["sort(", "sorted(", "reverse(", "reversed(", "shuffle(", "shuffled(", "partition("]
                        .contains { occurrence.symbol.name.hasPrefix($0) }
            }
        }
        return uses.filter(isWritten).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
            .lazy.compactMap { use -> ValueWriters.Writer? in
                guard folder.map(use.file.hasPrefix) ?? true,
                      let function = self.containers(of: use).first(where: { self.definitions[$0].map { !$0.symbol.isType } ?? false }),
                      let definition = self.definitions[function] else { return nil }
                // A clock handed on, not called (`clock.read(today)`): the function it is handed to reads it.
                if work == .readClock, !use.roles.contains(.call), let reader = self.ownCall(onLineOf: use, before: true) {
                    return reader
                }
                return ValueWriters.Writer(file: use.file, line: use.line, function: Self.readable(definition.symbol.name))
            }.first
    }

    /// The module's function that makes an argument of a call a writer makes: on the line of
    /// `writer`, a call of another of the module's functions after the call of `called`
    /// (`trip.validated(today: memo.day(today))` names `day(_:)`), at its declaration; nil when
    /// the line calls none.
    private func helperMakingAnArgument(of called: Set<String>, at writer: ValueWriters.Writer) -> ValueWriters.Writer? {
        guard let call = occurrences.first(where: { called.contains($0.symbol.usr) && !$0.isDeclaration
            && $0.file == writer.file && $0.line == writer.line }) else { return nil }
        return ownCall(onLineOf: call, before: false, excluding: called)
    }

    /// A call, on the line of `occurrence`, of one of the module's functions (not a closure
    /// property, an initializer or a case): the nearest before it (the call whose arguments hold
    /// it), or the first after it (a call in its arguments); the function's declaration.
    private func ownCall(onLineOf occurrence: SymbolOccurrence, before: Bool, excluding: Set<String> = []) -> ValueWriters.Writer? {
        let functions: Set<IndexedSymbol.Kind> = [.function, .instanceMethod, .staticMethod, .classMethod]
        let calls = occurrences.filter { other in
            !other.isDeclaration && other.roles.contains(.call) && other.file == occurrence.file && other.line == occurrence.line
                && functions.contains(other.symbol.kind) && !Self.isAccessor(other.symbol.name) && isOwn(other.symbol.usr)
                && !excluding.contains(other.symbol.usr)
                && (before ? other.column < occurrence.column : other.column > occurrence.column)
        }.sorted { $0.column < $1.column }
        guard let call = before ? calls.last : calls.first, let definition = definitions[call.symbol.usr] else { return nil }
        return Self.place(definition)
    }

    /// Whether another module's symbol reads a response: `HTTPURLResponse` itself (a cast), or a
    /// member of it or of `URLResponse` (`statusCode`, `mimeType`); the type `URLResponse` alone
    /// is a transport's signature.
    private static func readsResponse(_ symbol: IndexedSymbol) -> Bool {
        let modules = ["FoundationEssentials", "FoundationNetworking", "Foundation"].map { "s:\($0.utf8.count)\($0)" } + ["c:objc(cs)"]
        for module in modules {
            for type in ["HTTPURLResponse", "URLResponse", "NSHTTPURLResponse", "NSURLResponse"] {
                let stem = module.hasPrefix("c:") ? "\(module)\(type)" : "\(module)\(type.utf8.count)\(type)C"
                guard symbol.usr.hasPrefix(stem) else { continue }
                let isMember = symbol.usr.count > stem.count
                if isMember || type.contains("HTTP") { return true }
            }
        }
        return false
    }

    /// The module's declarations of a member by name (`login` also finds `login(_:_:)`), in a
    /// type of that name (its body or an extension of it) when one is given.
    private func members(named name: String, inType type: String?) -> [SymbolOccurrence] {
        definitions.values.filter { definition in
            let symbol = definition.symbol
            guard symbol.name == name || symbol.name.hasPrefix(name + "("), !symbol.isType,
                  ![.parameter, .extension, .module].contains(symbol.kind), parents[symbol.usr] != nil else { return false }
            guard let type else { return true }
            var parent = parents[symbol.usr]
            while let usr = parent {
                if definitions[usr]?.symbol.name == type, definitions[usr]?.symbol.isType == true { return true }
                parent = definitions[usr]?.symbol.kind == .extension ? parents[usr] : nil
            }
            return false
        }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// Whether a property holds a function: the code calls it (`effects.login(email, password)`).
    private func isClosure(_ property: SymbolOccurrence) -> Bool {
        occurrences.contains { $0.symbol.usr == property.symbol.usr && !$0.isDeclaration && $0.roles.contains(.call) }
            || line(of: property).contains("->")
    }

    /// Every function that calls a function or closure property, or makes an enum case: its
    /// first use there, those of the member's own type first.
    private func callers(of symbols: [IndexedSymbol]) -> [ValueWriters.Writer] {
        let usrs = Set(symbols.map(\.usr))
        let owners = Set(symbols.compactMap { parents[$0.usr] })
        var found: [String: (writer: ValueWriters.Writer, rank: Int)] = [:]
        for occurrence in occurrences where usrs.contains(occurrence.symbol.usr) && !occurrence.isDeclaration && isWritten(occurrence) {
            let chain = containers(of: occurrence)
            guard let function = chain.first(where: { definitions[$0] != nil && !(definitions[$0]?.symbol.isType ?? true) }),
                  let definition = definitions[function], !usrs.contains(function) else { continue }
            let rank = chain.contains(where: owners.contains) ? 0 : 1
            let writer = ValueWriters.Writer(file: occurrence.file, line: occurrence.line, function: Self.readable(definition.symbol.name))
            if let known = found[function], (known.writer.file, known.writer.line) <= (writer.file, writer.line) { continue }
            found[function] = (writer, rank)
        }
        return found.values.sorted { ($0.rank, $0.writer.file, $0.writer.line) < ($1.rank, $1.writer.file, $1.writer.line) }.map(\.writer)
    }

    private static func place(_ occurrence: SymbolOccurrence) -> ValueWriters.Writer {
        ValueWriters.Writer(file: occurrence.file, line: occurrence.line, function: occurrence.symbol.name)
    }
}

/// The functions that made a value a check read (``Codebase/producers(of:)``).
public struct ObservedProducers: Equatable, Sendable {
    /// The declaration the check read: `loggingIn` in `LoginState.swift`.
    public var declaration: ValueWriters.Writer
    /// The functions that wrote it, or called or made it; nil when none did (a value computed
    /// from values is its declaration's).
    public var made: ValueWriters?
    /// Whether ``made`` holds the callers of a function, a closure property or a case, rather
    /// than the writers of a property.
    public var isCall: Bool
}
