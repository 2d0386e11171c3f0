import Foundation
import KataKit

extension CodeLocator {
    /// The function that wrote the property a check read, in its place: a check reads
    /// `model.todos`, and the wrong todos were written by `load()`, which is where a learner
    /// fixes them. The declaration the check read comes second (``CodeLocation/read``).
    ///
    /// The writers come from the compiler's index of the build that made the checks, read
    /// once, and only when a failure needs it. The declaration as it was is kept when it is not
    /// a property (a function returns the value itself, a type), when nothing writes it (a
    /// computed property of constants, a `let` given its value where it is declared), or when
    /// there is no index to read. A computed property points at the writers of what its getter
    /// reads (`rows` reads `todos`, which `load()` writes).
    func writtenBy(_ declaration: CodeLocation) -> CodeLocation {
        guard let symbol = declaration.symbol, declaration.writer == nil,
              declaration.file.hasPrefix(sources + "/"), let code = codebase() else { return declaration }
        let file = String(declaration.file.dropFirst(sources.count + 1))
        guard let found = code.writers(ofPropertyIn: file, line: declaration.line, named: symbol),
              let first = found.writers.first else { return declaration }
        let place = { (writer: ValueWriters.Writer) in
            CodeLocation.CodeLine(file: "\(self.sources)/\(writer.file)", line: writer.line, name: writer.function)
        }
        return CodeLocation(file: place(first).file, line: first.line, symbol: symbol, writer: first.function, writes: found.property,
                            otherWriters: found.writers.dropFirst().map(place),
                            read: CodeLocation.CodeLine(file: declaration.file, line: declaration.line, name: symbol))
    }

    /// The function that made what a check says it read (``Failure/observed``: `LoginState.loggingIn`,
    /// `LoginEffects.login`): the one that wrote it, or called it, with the declaration second.
    /// For a check of one version of the code (`[reducer] …`), a function of that version's
    /// folder comes first. nil without an index, or when the index has no such declaration:
    /// the failure is then located as any other.
    func madeBy(_ observed: String, check: String) -> CodeLocation? {
        let version = Self.version(of: check)
        // The version's folder, relative to the module's: `Reducer/`.
        let folder = version.isEmpty ? nil : file(ofVersion: version).map { ($0 as NSString).deletingLastPathComponent + "/" }
        let ownFolder = folder.flatMap { $0.hasPrefix(sources + "/") ? String($0.dropFirst(sources.count + 1)) : nil }
        guard let code = codebase(), let found = code.producers(of: observed, preferringFolder: ownFolder) else { return nil }
        let path = { (file: String) in "\(self.sources)/\(file)" }
        let read = CodeLocation.CodeLine(file: path(found.declaration.file), line: found.declaration.line, name: found.declaration.function)
        guard let made = found.made, !made.writers.isEmpty else {
            return CodeLocation(file: read.file, line: read.line, symbol: read.name)
        }
        var writers = made.writers
        if let folder {
            writers = writers.filter { path($0.file).hasPrefix(folder) } + writers.filter { !path($0.file).hasPrefix(folder) }
        }
        let place = { (writer: ValueWriters.Writer) in CodeLocation.CodeLine(file: path(writer.file), line: writer.line, name: writer.function) }
        let first = writers[0]
        return CodeLocation(file: path(first.file), line: first.line, symbol: read.name, writer: first.function, writes: made.property,
                            otherWriters: writers.dropFirst().map(place), read: read, calls: found.isCall ? true : nil)
    }

    /// The code under test as the build indexed it; nil when there is no index or it cannot
    /// be read (the location is then the declaration, as without an index).
    private func codebase() -> Codebase? {
        if let indexedCode { return indexedCode }
        var read: Codebase?
        if let index, let store = index.indexStore {
            read = try? Codebase.read(store: store, folder: root.appendingPathComponent(sources).path,
                                      library: index.indexStoreLibrary, verified: index.isIndexVerified)
        }
        indexedCode = .some(read)
        return read
    }
}
