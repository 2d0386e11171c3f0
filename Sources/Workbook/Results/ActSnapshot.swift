import Foundation

/// The first act's code, kept when the kata first passed: `.kata/snapshots/<kata-id>/`, its Swift
/// files (`files/`, as they were) and its declarations from the index (`declarations.json`: name,
/// kind, USR, file, line, container, part). No git needed; `kata reset` removes it.
enum ActSnapshot {
    static func folder(of id: String, root: URL) -> URL {
        root.appendingPathComponent(".kata/snapshots/\(id)")
    }

    /// The Swift files of a kata's folder, by path relative to it.
    static func files(in folder: URL) -> [String: String] {
        var files: [String: String] = [:]
        for path in (try? SwiftFiles.list(in: folder)) ?? [] {
            files[path] = SwiftFiles.read(folder.appendingPathComponent(path)) ?? ""
        }
        return files
    }

    /// Keeps `code` as the snapshot of a kata, once: a snapshot kept already stays, whatever
    /// happened to the progress since (a kata removed from `.kata/progress.json` and passed
    /// again, with code that holds the change already, would otherwise be its own baseline).
    /// Only `kata reset` removes it (``remove(of:root:)``).
    ///
    /// - Returns: Whether `code` was kept (false: a snapshot was there already).
    /// - Throws: When the snapshot cannot be written.
    @discardableResult
    static func save(_ code: ChangeFootprint.Code, of id: String, root: URL) throws -> Bool {
        let folder = folder(of: id, root: root)
        if load(of: id, root: root) != nil { return false }
        try? FileManager.default.removeItem(at: folder)
        for (path, text) in code.files {
            let url = folder.appendingPathComponent("files/\(path)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try encoder.encode(code.declarations).write(to: folder.appendingPathComponent("declarations.json"), options: .atomic)
        return true
    }

    /// The snapshot of a kata; nil when there is none, or it is damaged (its declarations cannot
    /// be read, or its files are gone).
    static func load(of id: String, root: URL) -> ChangeFootprint.Code? {
        let folder = folder(of: id, root: root)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("files").path, isDirectory: &isFolder), isFolder.boolValue,
              let data = try? Data(contentsOf: folder.appendingPathComponent("declarations.json")),
              let declarations = try? JSONDecoder().decode([ChangeFootprint.Declaration].self, from: data) else { return nil }
        return ChangeFootprint.Code(files: files(in: folder.appendingPathComponent("files")), declarations: declarations)
    }

    /// Keeps the footprint of the last run whose second act passed, for `kata compare --change`.
    static func saveFootprint(_ footprint: ChangeFootprint, of id: String, root: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try? encoder.encode(footprint).write(to: folder(of: id, root: root).appendingPathComponent("footprint.json"), options: .atomic)
    }

    /// The footprint of the last run whose second act passed; nil before one did.
    static func footprint(of id: String, root: URL) -> ChangeFootprint? {
        guard let data = try? Data(contentsOf: folder(of: id, root: root).appendingPathComponent("footprint.json")) else { return nil }
        return try? JSONDecoder().decode(ChangeFootprint.self, from: data)
    }

    static func remove(of id: String, root: URL) {
        try? FileManager.default.removeItem(at: folder(of: id, root: root))
    }
}
