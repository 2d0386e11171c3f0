import Foundation

/// Copies a kata's folder aside and back, for `kata reset`.
enum StarterFiles {
    /// Copies `folder` to a new folder under `backups`, named after the kata and the time.
    ///
    /// - Returns: The backup's location.
    static func backUp(_ folder: URL, to backups: URL, id: String) throws -> URL {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        var backup = backups.appendingPathComponent("\(id)-\(stamp)")
        var suffix = 2
        while FileManager.default.fileExists(atPath: backup.path) {
            backup = backups.appendingPathComponent("\(id)-\(stamp)-\(suffix)")
            suffix += 1
        }
        do {
            try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder, to: backup)
        } catch {
            throw CommandError("cannot back up \(folder.lastPathComponent) to \(backup.path): \(error.localizedDescription); nothing was changed")
        }
        return backup
    }

    /// Makes `folder` hold the Swift files of `original` and no others, keeping every other
    /// file of it (the lesson, the learner's notes); creates `folder` when it was deleted.
    ///
    /// The new contents are made next to the folder first and swapped in by renaming, so an
    /// interruption leaves either the old folder or the new one, never half of each.
    static func restore(_ folder: URL, from original: URL) throws {
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).new")
        let old = parent.appendingPathComponent(".\(folder.lastPathComponent).old")
        let exists = fileManager.fileExists(atPath: folder.path)
        do {
            try? fileManager.removeItem(at: staging)
            try? fileManager.removeItem(at: old)
            try fileManager.copyItem(at: original, to: staging)
            if exists {
                try copyOtherFiles(of: folder, into: staging)
                try fileManager.moveItem(at: folder, to: old)
            }
            do {
                try fileManager.moveItem(at: staging, to: folder)
            } catch {
                if exists { try? fileManager.moveItem(at: old, to: folder) }
                throw error
            }
            try? fileManager.removeItem(at: old)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw CommandError("cannot restore the starter in \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Copies every file of `folder` that is not a Swift file to the same place in `copy`. A
    /// symlink to a folder is not kept: the compiler would find the Swift files behind it (it
    /// is in the backup, and the folder it points to is not touched).
    private static func copyOtherFiles(of folder: URL, into copy: URL) throws {
        let fileManager = FileManager.default
        guard let paths = fileManager.enumerator(atPath: folder.path) else { return }
        for case let path as String in paths where !path.hasSuffix(".swift") {
            let source = folder.appendingPathComponent(path)
            let type = try fileManager.attributesOfItem(atPath: source.path)[.type] as? FileAttributeType
            var isFolder: ObjCBool = false
            let leadsToFolder = fileManager.fileExists(atPath: source.path, isDirectory: &isFolder) && isFolder.boolValue
            guard type != .typeDirectory, !leadsToFolder else { continue }
            let destination = copy.appendingPathComponent(path)
            try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? fileManager.removeItem(at: destination)
            try fileManager.copyItem(at: source, to: destination)
        }
    }
}
