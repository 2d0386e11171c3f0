import Foundation

/// The learner's module as the compiler indexed it: every file, every symbol occurrence, and
/// which declaration contains which. Rules select parts of it (``CodeSelection``) and state
/// how those parts may depend on each other.
public struct Codebase: Sendable {
    /// The folder of the code, as the runner passes it: `Katas/DDDTodos`.
    public let folder: String
    let files: [IndexedFile]
    let occurrences: [SymbolOccurrence]
    /// Where a conformance is declared apart from a member that implements it
    /// (`extension EggStore: EggRecordSaving {}`), the index writes an implicit reference to the
    /// member there, related to the requirement (`overrideOf`). No code of the file calls the
    /// member: the conformance counts where it is declared (its written names), and the member
    /// where something calls the requirement (``DependencyGraph/dynamicDispatch``), so these are
    /// kept apart from ``occurrences``.
    let conformanceWitnesses: [SymbolOccurrence]
    /// The declaration each symbol is declared in: a member's type, an accessor's property, an
    /// extension's extended type.
    let parents: [String: String]
    /// The file and line where each of the module's own symbols is defined.
    let definitions: [String: SymbolOccurrence]
    /// The dependency graph, built the first time a rule follows uses (``graph``).
    let graphCache = GraphCache()
    /// The files as code, read the first time a rule reads around a place (``codeLines(of:)``).
    let sourceCache = SourceCache()

    init(folder: String, files: [IndexedFile]) {
        self.folder = folder
        self.files = files
        let all = files.flatMap(\.occurrences)
        let isConformanceWitness: (SymbolOccurrence) -> Bool = { occurrence in
            occurrence.roles.contains(.implicit) && !occurrence.isDeclaration
                && occurrence.relations.contains { $0.roles.contains(.overrideOf) }
        }
        occurrences = all.filter { !isConformanceWitness($0) }
        conformanceWitnesses = all.filter(isConformanceWitness)
        var parents: [String: String] = [:]
        var definitions: [String: SymbolOccurrence] = [:]
        var extended: [String: String] = [:]
        for occurrence in all {
            if occurrence.roles.contains(.definition) || occurrence.roles.contains(.declaration) {
                if definitions[occurrence.symbol.usr] == nil { definitions[occurrence.symbol.usr] = occurrence }
                if let parent = occurrence.relations.first(where: { !$0.roles.isDisjoint(with: [.childOf, .accessorOf]) }) {
                    parents[occurrence.symbol.usr] = parent.symbol.usr
                }
            }
            // `extension Trip { … }`: the reference to `Trip` is related to the extension.
            for relation in occurrence.relations where relation.roles.contains(.extendedBy) {
                extended[relation.symbol.usr] = occurrence.symbol.usr
            }
        }
        for (extensionUSR, typeUSR) in extended { parents[extensionUSR] = typeUSR }
        self.parents = parents
        self.definitions = definitions
    }

    /// The symbols an occurrence is inside of, innermost first: the method, its type, the
    /// type's enclosing type… The name `X` in `extension X` is inside the extension, so inside `X`.
    func containers(of occurrence: SymbolOccurrence) -> [String] {
        var chain: [String] = []
        var next = occurrence.relations.first { !$0.roles.isDisjoint(with: [.containedBy, .childOf, .accessorOf, .extendedBy]) }?.symbol.usr
        if occurrence.isDeclaration { next = parents[occurrence.symbol.usr] ?? next }
        while let usr = next, !chain.contains(usr) {
            chain.append(usr)
            next = parents[usr]
        }
        return chain
    }

    /// Whether the symbol is declared in the learner's module.
    func isOwn(_ usr: String) -> Bool { definitions[usr] != nil }
}

extension Codebase {
    /// Reads the learner's module from the index store of the build that made this executable.
    ///
    /// The folder is `KATA_SOURCES` (set by the runner); the store is `KATA_INDEX_STORE` (set by
    /// the runner, wherever the build put it), or the one beside this executable (see
    /// ``IndexStoreLocation``). `KATA_INDEX_VERIFIED=1` says the runner compared the index with
    /// the files' content just before.
    ///
    /// - Throws: ``IndexUnavailable`` saying what could not be read and what to do.
    static func current() throws -> Codebase {
        let environment = LaunchEnvironment.values
        guard let sources = environment["KATA_SOURCES"], !sources.isEmpty else {
            throw IndexUnavailable("KATA_SOURCES is not set: run the checks through `swift run kata run`")
        }
        guard let folder = realPath(sources) else {
            throw IndexUnavailable("the folder \(sources) does not exist")
        }
        let store: String
        if let path = environment["KATA_INDEX_STORE"], !path.isEmpty {
            store = path
        } else {
            guard let executable = Bundle.main.executablePath.flatMap(realPath) else {
                throw IndexUnavailable("cannot tell where this checks executable is, to find the index store next to it")
            }
            guard let found = IndexStoreLocation.store(besideProduct: executable) else {
                throw IndexUnavailable("there is no index store beside \(executable): build the kata in debug (kata run does)")
            }
            store = found
        }
        guard IndexStoreLocation.isStore(store) else {
            throw IndexUnavailable("there is no index store at \(store): build the kata in debug (kata run does)")
        }
        let reader = IndexReader(library: try IndexStoreLibrary.shared(), storePath: store)
        return Codebase(folder: sources, files: try reader.read(folder: folder, verified: environment["KATA_INDEX_VERIFIED"] == "1"))
    }
}

extension Codebase {
    /// The variable that switches the reading of the index off, `KATA_INDEX=off`, for
    /// `Benchmarks/feedback-loop.sh` only: every rule then passes unread and no picture is made,
    /// so that a run of the reference with it and one without differ by what reading the index,
    /// building the graph and running every rule cost. `kata` hands it on only to the checks of
    /// a run of the reference (`kata run <id> --solution`), never to a learner's.
    public static let indexOffVariable = "KATA_INDEX"

    /// Whether the benchmark switched the reading off (``indexOffVariable``).
    static var isReadingSwitchedOff: Bool {
        LaunchEnvironment.values[indexOffVariable] == "off"
    }

    private static let loaded: Result<Codebase, IndexUnavailable> = {
        do { return .success(try Codebase.current()) } catch let error as IndexUnavailable {
            return .failure(error)
        } catch {
            return .failure(IndexUnavailable("\(error)"))
        }
    }()

    /// The learner's module, read from the index once per process.
    static func shared() throws -> Codebase { try loaded.get() }

    /// The path of one of the module's files, as the runner resolves it.
    func absolutePath(of file: String) -> String {
        (folder as NSString).appendingPathComponent(file)
    }
}

extension IndexStoreLibrary {
    private static let loaded: Result<IndexStoreLibrary, IndexUnavailable> = {
        do { return .success(try IndexStoreLibrary.locate()) } catch let error as IndexUnavailable {
            return .failure(error)
        } catch {
            return .failure(IndexUnavailable("\(error)"))
        }
    }()

    /// The library, located and opened once per process.
    static func shared() throws -> IndexStoreLibrary { try loaded.get() }

    /// The library at `path`: the shared one when it is that one.
    static func opened(_ path: String) throws -> IndexStoreLibrary {
        if let shared = try? loaded.get(), shared.path == path { return shared }
        return try IndexStoreLibrary(path: path)
    }
}
