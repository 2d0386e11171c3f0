/// A part of the learner's code that a rule talks about: a folder, a file, a type, a property,
/// or types of other modules by name.
///
/// A selection answers two questions: is this place in the code *inside* it (so that code
/// there is bound by the rule), and is this symbol *declared by* it (so that using it counts)?
public struct CodeSelection: Sendable {
    /// How a failure names it: `Data/`, `TodoDTO`, `URLSession`.
    public let description: String
    /// Whether a failure should say where a used symbol comes from (`TodoDTO, from Data/`),
    /// rather than the symbol's name being enough (`URLSession`).
    let namesOrigin: Bool
    let code: Codebase
    let containsPlace: @Sendable (SymbolOccurrence, Codebase) -> Bool
    let declaresSymbol: @Sendable (IndexedSymbol, Codebase) -> Bool
    /// The names the rule spelled to make it, as ``SpelledNames`` reports one that matches nothing.
    var spelled: [String] = []

    init(_ description: String, in code: Codebase, namesOrigin: Bool = false,
         contains: @escaping @Sendable (SymbolOccurrence, Codebase) -> Bool,
         declares: @escaping @Sendable (IndexedSymbol, Codebase) -> Bool) {
        self.description = description
        self.namesOrigin = namesOrigin
        self.code = code
        containsPlace = contains
        declaresSymbol = declares
    }

    /// This selection, with the names spelled to make it.
    func spelled(_ names: [String]) -> CodeSelection {
        var selection = self
        selection.spelled = names
        return selection
    }

    /// This selection, with `name` noted as spelled by the rule, and as matching nothing unless `found`.
    func spelling(_ name: String, found: Bool) -> CodeSelection {
        SpelledNames.note(name, found: found)
        var selection = self
        selection.spelled.append(name)
        return selection
    }

    /// Whether code at this occurrence is inside the selection.
    func contains(_ occurrence: SymbolOccurrence) -> Bool { containsPlace(occurrence, code) }

    /// Whether the selection declares this symbol (or, for other modules' types, is it).
    func declares(_ symbol: IndexedSymbol) -> Bool { declaresSymbol(symbol, code) }

    /// Everything in this selection or in `other`.
    public func union(_ other: CodeSelection) -> CodeSelection {
        CodeSelection("\(description) or \(other.description)", in: code, namesOrigin: namesOrigin || other.namesOrigin,
                      contains: { containsPlace($0, $1) || other.containsPlace($0, $1) },
                      declares: { declaresSymbol($0, $1) || other.declaresSymbol($0, $1) })
            .spelled(spelled + other.spelled)
    }

    /// Only what is in both this selection and `other`: `types("E").intersection(symbols(…))`.
    public func intersection(_ other: CodeSelection) -> CodeSelection {
        CodeSelection("\(description) that are \(other.description)", in: code, namesOrigin: namesOrigin,
                      contains: { containsPlace($0, $1) && other.containsPlace($0, $1) },
                      declares: { declaresSymbol($0, $1) && other.declaresSymbol($0, $1) })
            .spelled(spelled + other.spelled)
    }

    /// This selection without what is in `other`.
    public func excluding(_ other: CodeSelection) -> CodeSelection {
        CodeSelection("\(description) (but not \(other.description))", in: code, namesOrigin: namesOrigin,
                      contains: { containsPlace($0, $1) && !other.containsPlace($0, $1) },
                      declares: { declaresSymbol($0, $1) && !other.declaresSymbol($0, $1) })
            .spelled(spelled + other.spelled)
    }

    /// The same selection under another name, which failures give as the origin of what is
    /// used: `… uses Mailer.init(), from objects made on the spot`.
    public func named(_ description: String) -> CodeSelection {
        CodeSelection(description, in: code, namesOrigin: true, contains: containsPlace, declares: declaresSymbol).spelled(spelled)
    }

    /// Only the initializers of the selected types: `TodoRepository(…)`, `.init(…)`.
    public var initializers: CodeSelection {
        CodeSelection("\(description)'s initializers", in: code, namesOrigin: namesOrigin, contains: containsPlace,
                      declares: { $0.kind == .constructor && declaresSymbol($0, $1) }).spelled(spelled)
    }
}

extension Codebase {
    /// The code in a folder of the module, and what it declares: `folder("Data")`.
    public func folder(_ path: String) -> CodeSelection {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return CodeSelection(prefix, in: self, namesOrigin: true,
                             contains: { occurrence, _ in occurrence.file.hasPrefix(prefix) },
                             declares: { symbol, code in code.definitions[symbol.usr]?.file.hasPrefix(prefix) == true })
            .spelling("the folder \(prefix)", found: files.contains { $0.path.hasPrefix(prefix) })
    }

    /// The code in one file, by path in the module (`Domain/Trip.swift`) or by name (`Trip.swift`).
    public func file(_ name: String) -> CodeSelection {
        let matches: @Sendable (String) -> Bool = { $0 == name || $0.hasSuffix("/" + name) }
        return CodeSelection(name, in: self, namesOrigin: true,
                             contains: { occurrence, _ in matches(occurrence.file) },
                             declares: { symbol, code in code.definitions[symbol.usr].map { matches($0.file) } ?? false })
            .spelling("the file \(name)", found: files.contains { matches($0.path) })
    }

    /// The files that declare a type, such as the file of `Trip` wherever the learner put it,
    /// and the files that only extend it (`Trip+Rules.swift`). A file is held to the type's rules
    /// by what it declares: one that declares a type of its own and extends `Trip` on the side
    /// (the editor's file adding a property to an error) is that other type's file.
    ///
    /// - Parameter besideIt: Whether only the extensions in the type's own folder count: an
    ///   `extension EggStore` in Domain/ is the domain's code, not the store's in Persistence/.
    public func files(declaring typeName: String, besideIt: Bool = false) -> CodeSelection {
        let types = Set(typeUSRs(named: [typeName]))
        let extensions = parents.filter { types.contains($0.value) && definitions[$0.key]?.symbol.kind == .extension }.keys
        // Own types at any depth of nesting (`extension TripEditorViewModel { enum Field }`), but
        // not the type's own nested types.
        let declaringOwnTypes = Set(definitions.values.filter { definition in
            (definition.symbol.isType || definition.symbol.kind == .typealias)
                && !types.contains { definition.symbol.usr.hasPrefix($0) }
        }.map(\.file))
        let declaring = Set(types.compactMap { definitions[$0]?.file })
        let folders = Set(declaring.map(Self.folder(of:)))
        let files = declaring.union(extensions.compactMap { definitions[$0]?.file }.filter { file in
            !declaringOwnTypes.contains(file) && (!besideIt || folders.contains(Self.folder(of: file)))
        })
        return CodeSelection("the files of \(typeName)", in: self, namesOrigin: true,
                             contains: { occurrence, _ in files.contains(occurrence.file) },
                             declares: { symbol, code in code.definitions[symbol.usr].map { files.contains($0.file) } ?? false })
            .spelling("the type \(typeName)", found: !types.isEmpty)
    }

    /// The folder of a file relative to the module's: `Domain` for `Domain/Egg.swift`, `` at its root.
    private static func folder(of file: String) -> Substring {
        file.lastIndex(of: "/").map { file[..<$0] } ?? ""
    }

    /// Types by name, the learner's or another module's (`URLSession`), with their members and
    /// extensions: code inside them, and every use of them.
    public func types(_ names: String...) -> CodeSelection { types(names) }

    /// Types by name; see ``types(_:)-(String...)``.
    public func types(_ names: [String]) -> CodeSelection {
        names.reduce(types(typeUSRs(named: names), described: names.joined(separator: ", "))) { selection, name in
            selection.spelling("the type \(name)", found: !typeUSRs(named: [name]).isEmpty)
        }
    }

    /// The module's types that conform to a protocol or inherit from a class, directly or
    /// through others (`protocol Entity: HasDomainEvents`), wherever the conformance is
    /// declared (an extension counts), with their members and extensions.
    ///
    ///     code.types(conformingTo: "EventHandler")   // every handler, whatever its name
    public func types(conformingTo name: String) -> CodeSelection {
        let protocols = typeUSRs(named: [name])
        let found = protocols.reduce(into: Set<String>()) { $0.formUnion(conformingTypes(of: $1)) }
        return types(found, described: "the types conforming to \(name)").spelling("the type \(name)", found: !protocols.isEmpty)
    }

    /// The module's types whose symbol satisfies a condition, with their members and extensions.
    ///
    ///     code.types("the module's classes", where: { $0.kind == .class })
    public func types(_ description: String, where condition: @escaping @Sendable (IndexedSymbol) -> Bool) -> CodeSelection {
        let usrs = Set(definitions.values.filter { $0.symbol.isType && condition($0.symbol) }.map(\.symbol.usr))
        return types(usrs, described: description)
    }

    /// Types with their members and extensions. Like ``files(declaring:)``, an extension of
    /// another type in a file that declares one of these types, at any depth of nesting (the
    /// editor's file adding a property to an error), is also theirs: held to their rules as well as
    /// to the extended type's, never to fewer.
    private func types(_ usrs: Set<String>, described: String) -> CodeSelection {
        let alsoTheirs = extensionsInTheirFiles(usrs)
        let isInside: @Sendable ([String]) -> Bool = { chain in
            chain.contains { usrs.contains($0) || alsoTheirs.contains($0) }
        }
        return CodeSelection(described, in: self,
                             contains: { occurrence, code in isInside(code.containers(of: occurrence)) },
                             declares: { symbol, code in
                                 usrs.contains(symbol.usr) || usrs.contains { symbol.usr.hasPrefix($0) && symbol.usr != $0 }
                                     || code.definitions[symbol.usr].map { isInside(code.containers(of: $0)) } == true
                             })
    }

    /// The extensions of other types written in files that declare one of these types (or a
    /// type nested in one), and no type of another.
    private func extensionsInTheirFiles(_ usrs: Set<String>) -> Set<String> {
        let isTheirs: (String) -> Bool = { usr in usrs.contains(usr) || usrs.contains { usr.hasPrefix($0) } }
        let types = definitions.values.filter { $0.symbol.isType || $0.symbol.kind == .typealias }
        let filesOfThese = Set(types.filter { isTheirs($0.symbol.usr) }.map(\.file))
        let filesOfOthers = Set(types.filter { !isTheirs($0.symbol.usr) && parents[$0.symbol.usr] == nil }.map(\.file))
        return Set(definitions.values.filter { definition in
            definition.symbol.kind == .extension && filesOfThese.contains(definition.file) && !filesOfOthers.contains(definition.file)
                && parents[definition.symbol.usr].map(isTheirs) == false
        }.map(\.symbol.usr))
    }

    /// A stored or computed property of a type: its reads and, above all, its writes.
    public func property(_ name: String, of typeName: String) -> CodeSelection {
        let owners = typeUSRs(named: [typeName])
        let named = Set(definitions.values.filter { definition in
            definition.symbol.name == name && [.instanceProperty, .staticProperty, .classProperty].contains(definition.symbol.kind)
                && parents[definition.symbol.usr].map { owner in owners.contains(owner) || owners.contains(parents[owner] ?? "") } == true
        }.map(\.symbol.usr))
        let properties = named.union(stateComputedFrom(named))
        // Accessors share the property's USR but for its last letter: `…vp`, `…vg`, `…vs`, `…vM`.
        let stems = Set(properties.map { String($0.dropLast()) })
        return CodeSelection("\(typeName).\(name)", in: self,
                             contains: { occurrence, code in !Set(code.containers(of: occurrence)).isDisjoint(with: properties) },
                             declares: { symbol, _ in properties.contains(symbol.usr) || stems.contains(String(symbol.usr.dropLast())) })
            .spelling("the property \(typeName).\(name)", found: !named.isEmpty)
    }

    /// The properties of the module's classes that computed properties read in their getters,
    /// at any depth: `var size: EggSize { box.value }` is kept in `SizeBox.value`, so a write
    /// there is a write of `size` (a struct's property read there changes only a copy).
    func stateComputedFrom(_ properties: Set<String>) -> Set<String> {
        let kinds: [IndexedSymbol.Kind] = [.instanceProperty, .staticProperty, .classProperty, .variable]
        var found: Set<String> = []
        var frontier = Array(properties)
        while let property = frontier.popLast() {
            // Read in the getter (`…vg`), not in a setter or an observer: the graph keeps each
            // accessor's uses under the accessor.
            let getters = (graph.accessors[property] ?? []).filter { $0.hasSuffix("vg") }
            for use in getters.flatMap({ graph.uses[$0] ?? [] }) where !use.occurrence.roles.contains(.write) {
                // State kept in an object (a box of another type's file); a struct's property
                // changes only a copy.
                guard let target = definitions[use.target], kinds.contains(target.symbol.kind),
                      parents[use.target].flatMap({ definitions[$0] })?.symbol.kind == .class,
                      !properties.contains(use.target), found.insert(use.target).inserted else { continue }
                frontier.append(use.target)
            }
        }
        return found
    }

    /// The initializers the module's protocols require (`protocol MakeableNotifier { init() }`)
    /// that can make something `made` declares: `T()` on a generic `T: MakeableNotifier` makes a
    /// value of whatever type its caller chose, so the code that reaches it makes one, as if it
    /// had called that type's initializer.
    ///
    ///     let objects = code.types(conformingTo: "CustomerNotifier").initializers
    ///     handlers.mustNotReach(objects.union(code.initializersRequiredByProtocols(making: objects)))
    ///
    /// The index records no generic argument (a `T` inferred from the context names no type at
    /// the call), so every type of the module that conforms to the protocol counts as a `T` a
    /// caller may choose: a `T()` on `protocol Blank { init() }` whose conformers are plain values
    /// makes none of them, one on a protocol that a notifier also conforms to may make it.
    public func initializersRequiredByProtocols(making made: CodeSelection) -> CodeSelection {
        var required: Set<String> = []
        var chosen: [String: Set<String>] = [:]
        for definition in definitions.values where definition.symbol.kind == .constructor {
            guard let protocolUSR = parents[definition.symbol.usr], let owner = definitions[protocolUSR],
                  owner.symbol.kind == .protocol else { continue }
            // Each conformer's initializers, written or implicit (an implicit one's USR starts
            // with its type's, as ``DependencyGraph/initializedType(_:in:)`` reads it).
            for conformer in conformingTypes(of: protocolUSR) {
                let written = definitions.values.filter { candidate in
                    candidate.symbol.kind == .constructor
                        && parents[candidate.symbol.usr].map { DependencyGraph.node($0, in: self) } == conformer
                }.map(\.symbol)
                let implicit = IndexedSymbol(usr: conformer + "cfc", name: "init()", kind: .constructor)
                guard (written + [implicit]).contains(where: made.declares), let name = definitions[conformer]?.symbol.name else { continue }
                required.insert(definition.symbol.usr)
                chosen[owner.symbol.name, default: []].insert(name)
            }
        }
        let requiredUSRs = required
        let mayMake = chosen.keys.sorted().map { "\(chosen[$0, default: []].sorted().joined(separator: ", ")), conforming to \($0)" }
        return CodeSelection("a generic T() whose T may be \(mayMake.joined(separator: "; "))", in: self, namesOrigin: true,
                             contains: { _, _ in false },
                             declares: { symbol, _ in requiredUSRs.contains(symbol.usr) })
    }

    /// The module's types that conform to a protocol, directly or through others, wherever the
    /// conformance is declared.
    func conformingTypes(of protocolUSR: String) -> Set<String> {
        var found: Set<String> = []
        var bases: Set<String> = [protocolUSR]
        while !bases.isEmpty {
            var next: Set<String> = []
            for occurrence in occurrences where bases.contains(occurrence.symbol.usr) {
                for relation in occurrence.relations where relation.roles.contains(.baseOf) {
                    // `extension Customer: HasDomainEvents`: the extension conforms, for its type.
                    let usr = relation.symbol.kind == .extension ? parents[relation.symbol.usr] : relation.symbol.usr
                    if let usr, found.insert(usr).inserted { next.insert(usr) }
                }
            }
            bases = next
        }
        return found
    }

    /// The declarations whose symbol satisfies a condition, and the code inside them (with
    /// what is declared there: a function's parameters, a property's accessors).
    ///
    /// - Parameter description: How a failure names them: "static properties".
    public func symbols(_ description: String, where condition: @escaping @Sendable (IndexedSymbol) -> Bool) -> CodeSelection {
        let usrs = Set(definitions.values.filter { condition($0.symbol) }.map(\.symbol.usr))
        return CodeSelection(description, in: self, namesOrigin: true,
                             contains: { occurrence, code in !Set(code.containers(of: occurrence)).isDisjoint(with: usrs) },
                             declares: { symbol, code in
                                 condition(symbol)
                                     || code.definitions[symbol.usr].map { !Set(code.containers(of: $0)).isDisjoint(with: usrs) } == true
                             })
    }

    /// The declarations written with an attribute that names a type, such as `@MainActor`, the
    /// members of types and extensions written with it, and the code inside them:
    /// `declarations(markedWith: "MainActor")` is the code the compiler runs on the main actor.
    ///
    /// The index has no attributes, only references to their types: on a function or property
    /// the reference is contained by it and comes before its name; on a type or an extension it
    /// is contained by nothing, and belongs to the next declaration of the file. `nonisolated`
    /// members and isolation the compiler infers (from a protocol, a superclass) are not in the
    /// index: a `@MainActor` type's members count but those written `nonisolated` (read from the
    /// source), an unmarked type's none.
    public func declarations(markedWith attribute: String) -> CodeSelection {
        let marked = markedDeclarations(attribute)
        // `nonisolated func refresh()` in a `@MainActor` type runs off the main actor.
        let opted = Set(definitions.values.filter { text(before: $0).contains("nonisolated") }.map(\.symbol.usr))
        let isMarked: @Sendable (String, Codebase) -> Bool = { usr, code in
            var next: String? = usr
            var seen: Set<String> = []
            while let current = next, seen.insert(current).inserted {
                if opted.contains(current) { return false }
                if marked.contains(current) { return true }
                next = code.parents[current]
            }
            return false
        }
        return CodeSelection("code marked @\(attribute)", in: self, namesOrigin: true,
                             contains: { occurrence, code in
                                 code.containers(of: occurrence).first(where: code.isOwn).map { isMarked($0, code) } ?? false
                             },
                             declares: { symbol, code in code.isOwn(symbol.usr) && isMarked(symbol.usr, code) })
    }

    /// The whole module.
    public var everything: CodeSelection {
        CodeSelection("the module", in: self, contains: { _, _ in true }, declares: { symbol, code in code.isOwn(symbol.usr) })
    }

    /// The declarations written with `@attribute`, and every declaration inside an extension
    /// written with it (an extension's members are the type's in the index).
    func markedDeclarations(_ attribute: String) -> Set<String> {
        var marked: Set<String> = []
        for file in files {
            let occurrences = file.occurrences.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            let declarations = occurrences.filter { $0.isDeclaration && !$0.roles.contains(.implicit) }
            for reference in occurrences where reference.symbol.isType && reference.symbol.name == attribute && !reference.isDeclaration {
                let before: (SymbolOccurrence) -> Bool = { ($0.line, $0.column) > (reference.line, reference.column) }
                if let container = reference.relations.first(where: { $0.roles.contains(.containedBy) })?.symbol.usr {
                    // `@MainActor func f()`: contained by `f`, before its name (a use in its body comes after).
                    if let definition = definitions[container], definition.file == file.path, before(definition) {
                        marked.insert(container)
                    }
                    continue
                }
                guard reference.relations.isEmpty, let index = declarations.firstIndex(where: before) else { continue }
                let declaration = declarations[index]
                marked.insert(declaration.symbol.usr)
                guard declaration.symbol.kind == .extension else { continue }
                // `@MainActor extension T { … }`: what it declares, up to the file's next top-level declaration.
                for member in declarations[(index + 1)...] {
                    guard member.relations.contains(where: { !$0.roles.isDisjoint(with: [.childOf, .accessorOf]) }) else { break }
                    marked.insert(member.symbol.usr)
                }
            }
        }
        return marked
    }

    /// The USRs of the types with these names: the module's own, and other modules' types that
    /// the module mentions.
    func typeUSRs(named names: [String]) -> Set<String> {
        let wanted = Set(names)
        return Set(occurrences.filter { $0.symbol.isType && wanted.contains($0.symbol.name) }.map(\.symbol.usr))
    }
}
