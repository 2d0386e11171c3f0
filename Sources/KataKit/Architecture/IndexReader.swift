import Foundation

/// Reads, from the compiler's index store, every symbol occurrence in a folder's Swift files.
///
/// Only units whose main file is one of the folder's current files are read (units of deleted
/// files stay in the store), the newest one per file; a file with no unit, or with a unit older
/// than the file, makes the index unusable rather than silently incomplete.
struct IndexReader {
    let library: IndexStoreLibrary
    /// The index store folder: `.build/<triple>/debug/index/store`.
    let storePath: String

    /// - Parameter folder: The real path of the module's folder.
    /// - Returns: The folder's files, relative paths, each with its occurrences.
    /// - Throws: ``IndexUnavailable`` saying what is missing and what to do.
    /// - Parameter verified: The runner compared the units with the files' content just before
    ///   (see ``IndexedFiles``): a unit older than its file (touched, restored, rewritten with the
    ///   same content) still describes it.
    func read(folder: String, verified: Bool = false) throws -> [IndexedFile] {
        let files = swiftFiles(in: folder)
        guard !files.isEmpty else { throw IndexUnavailable("there is no Swift file in \(folder)") }
        let store = try open()
        let units = newestUnits(in: store, for: files)
        return try files.map { file in
            guard let unit = units[file.path] else {
                throw IndexUnavailable("the compiler's index in \(storePath) has no record of \(file.relativePath): "
                    + "build again (kata run brings the index up to date by itself)")
            }
            guard verified || unit.modified >= file.modified else {
                throw IndexUnavailable("the compiler's index is older than \(file.relativePath): "
                    + "build again (kata run brings the index up to date by itself)")
            }
            var occurrences: [SymbolOccurrence] = []
            for record in unit.records {
                occurrences += try self.occurrences(in: record, store: store, file: file.relativePath)
            }
            return IndexedFile(path: file.relativePath, occurrences: occurrences)
        }
    }

    /// See ``IndexedFiles/unitTimes(store:folder:)``.
    func unitTimes(folder: String) throws -> [String: Double] {
        let files = swiftFiles(in: folder)
        guard !files.isEmpty else { return [:] }
        let units = newestUnits(in: try open(), for: files)
        var times: [String: Double] = [:]
        for file in files { times[file.relativePath] = units[file.path]?.modified }
        return times
    }

    private func open() throws -> IndexStoreLibrary.Store {
        var error: OpaquePointer?
        guard let store = library.storeCreate(storePath, &error) else {
            throw IndexUnavailable("cannot open the index store \(storePath) (\(library.message(of: error)))")
        }
        return store
    }

    private struct SourceFile {
        var path: String
        /// The file's path in the folder, before links are followed.
        var linkPath: String
        var relativePath: String
        var modified: Double
    }

    private struct Unit {
        /// Whether the unit compiled the file by its path in the folder read, not through
        /// another path to the same file.
        var isInFolder: Bool
        var modified: Double
        var records: [String]
    }

    private func swiftFiles(in folder: String) -> [SourceFile] {
        guard let names = FileManager.default.enumerator(atPath: folder) else { return [] }
        // SwiftPM compiles no hidden file: `._Trip.swift` (AppleDouble, on exFAT and network
        // shares) and anything in a hidden folder.
        let visible = names.compactMap { $0 as? String }.filter { name in
            name.hasSuffix(".swift") && !name.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        return visible.sorted().compactMap { name in
            // A unit names its main file by its real path: a file that is a symbolic link (the
            // katas' shared test fixtures) is found by the file it points to.
            let link = (folder as NSString).appendingPathComponent(name)
            let path = realPath(link) ?? link
            guard let modified = modificationTime(path) else { return nil }
            return SourceFile(path: path, linkPath: link, relativePath: name, modified: modified)
        }
    }

    /// The newest unit of each file, by the file's real path; a unit that compiled the file by its
    /// path in the folder first. A second act's reference links the files it keeps from the
    /// first act's (`Solutions/Changes/M/Data/X.swift` → `Solutions/M/Data/X.swift`): both
    /// targets' units then have the same real main file, and only the one whose recorded main
    /// file is the link holds the second act's module.
    private func newestUnits(in store: IndexStoreLibrary.Store, for files: [SourceFile]) -> [String: Unit] {
        // SwiftPM's native build names a unit `Trip.swift.o-<hash>`; Swift Build and Xcode
        // `Trip.o-<hash>`. Only the unit's main file says which file it is.
        let prefixes = Set(files.flatMap { file -> [String] in
            let name = (file.path as NSString).lastPathComponent
            return [name + ".o-", (name as NSString).deletingPathExtension + ".o-"]
        })
        final class Names { var all: [String] = [] }
        let names = Names()
        _ = library.unitsApply(store, 0, Unmanaged.passUnretained(names).toOpaque()) { raw, name in
            guard let raw else { return false }
            Unmanaged<Names>.fromOpaque(raw).takeUnretainedValue().all.append(IndexStoreLibrary.string(name))
            return true
        }
        let wanted = Set(files.map(\.path))
        let inFolder = Dictionary(files.map { ($0.linkPath, $0.path) }, uniquingKeysWith: { first, _ in first })
        var units: [String: Unit] = [:]
        for name in names.all where prefixes.contains(where: { name.hasPrefix($0) }) {
            var error: OpaquePointer?
            guard let reader = library.unitReaderCreate(store, name, &error) else { continue }
            defer { library.unitReaderDispose(reader) }
            let mainFile = IndexStoreLibrary.string(library.unitMainFile(reader))
            let exact = inFolder[mainFile]
            guard let path = exact ?? realPath(mainFile), wanted.contains(path) else { continue }
            var seconds: Int64 = 0, nanoseconds: Int64 = 0
            library.unitModificationTime(reader, &seconds, &nanoseconds)
            let modified = Double(seconds) + Double(nanoseconds) / 1e9
            let isInFolder = exact != nil
            if let existing = units[path], (existing.isInFolder ? 1 : 0, existing.modified) >= (isInFolder ? 1 : 0, modified) { continue }
            units[path] = Unit(isInFolder: isInFolder, modified: modified, records: recordNames(of: reader))
        }
        return units
    }

    private func recordNames(of reader: IndexStoreLibrary.UnitReader) -> [String] {
        final class Context {
            let library: IndexStoreLibrary
            var names: [String] = []
            init(_ library: IndexStoreLibrary) { self.library = library }
        }
        let context = Context(library)
        _ = library.unitDependenciesApply(reader, Unmanaged.passUnretained(context).toOpaque()) { raw, dependency in
            guard let raw else { return false }
            let context = Unmanaged<Context>.fromOpaque(raw).takeUnretainedValue()
            // Dependency kind 2 is a record: the occurrences of the unit's main file.
            if context.library.dependencyKind(dependency) == 2 {
                context.names.append(IndexStoreLibrary.string(context.library.dependencyName(dependency)))
            }
            return true
        }
        return context.names
    }

    private func occurrences(in record: String, store: IndexStoreLibrary.Store, file: String) throws -> [SymbolOccurrence] {
        var error: OpaquePointer?
        guard let reader = library.recordReaderCreate(store, record, &error) else {
            throw IndexUnavailable("cannot read the index record of \(file) (\(library.message(of: error))): build the kata again")
        }
        defer { library.recordReaderDispose(reader) }
        final class Context {
            let library: IndexStoreLibrary
            let file: String
            var occurrences: [SymbolOccurrence] = []
            var symbols: [OpaquePointer: IndexedSymbol] = [:]
            init(_ library: IndexStoreLibrary, file: String) { self.library = library; self.file = file }

            func symbol(_ handle: OpaquePointer?) -> IndexedSymbol {
                guard let handle else { return IndexedSymbol(usr: "", name: "", kind: .unknown) }
                if let known = symbols[handle] { return known }
                let symbol = IndexedSymbol(
                    usr: IndexStoreLibrary.string(library.symbolUSR(handle)),
                    name: IndexStoreLibrary.string(library.symbolName(handle)),
                    kind: IndexedSymbol.Kind(rawValue: library.symbolKind(handle)) ?? .unknown)
                symbols[handle] = symbol
                return symbol
            }
        }
        let context = Context(library, file: file)
        _ = library.occurrencesApply(reader, Unmanaged.passUnretained(context).toOpaque()) { raw, occurrence in
            guard let raw else { return false }
            let context = Unmanaged<Context>.fromOpaque(raw).takeUnretainedValue()
            let library = context.library
            var line: UInt32 = 0, column: UInt32 = 0
            library.occurrenceLineColumn(occurrence, &line, &column)
            final class Relations {
                let context: Context
                var relations: [SymbolOccurrence.Relation] = []
                init(_ context: Context) { self.context = context }
            }
            let relations = Relations(context)
            _ = library.occurrenceRelationsApply(occurrence, Unmanaged.passUnretained(relations).toOpaque()) { raw, relation in
                guard let raw else { return false }
                let relations = Unmanaged<Relations>.fromOpaque(raw).takeUnretainedValue()
                let library = relations.context.library
                relations.relations.append(SymbolOccurrence.Relation(
                    roles: SymbolRoles(rawValue: library.relationRoles(relation)),
                    symbol: relations.context.symbol(library.relationSymbol(relation))))
                return true
            }
            context.occurrences.append(SymbolOccurrence(
                symbol: context.symbol(library.occurrenceSymbol(occurrence)),
                roles: SymbolRoles(rawValue: library.occurrenceRoles(occurrence)),
                file: context.file, line: Int(line), column: Int(column), relations: relations.relations))
            return true
        }
        return context.occurrences
    }
}
