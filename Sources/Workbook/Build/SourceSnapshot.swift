import Foundation

/// The Swift files of a learner's folder as they are now: content hash, size and modification
/// time of each.
///
/// Builds trust modification times, and a file rewritten quickly can keep its time (a file
/// system's clock ticks coarsely) or a time the compiler does not tell apart (the Swift driver
/// records whole seconds). Comparing content hashes finds such a file; see ``CompiledObjects``.
struct SourceSnapshot: Codable, Equatable, Sendable {
    /// One file's state.
    struct File: Codable, Equatable, Sendable {
        var hash: String
        var size: Int
        /// Seconds and nanoseconds since 1970.
        var modified: String
    }

    /// Paths relative to the package root.
    var files: [String: File]

    /// Reads every Swift file under `folder` (relative to `root`).
    static func take(of folder: String, in root: URL) -> SourceSnapshot {
        var files: [String: File] = [:]
        let names = (try? SwiftFiles.list(in: root.appendingPathComponent(folder))) ?? []
        for name in names {
            let path = "\(folder)/\(name)"
            let full = root.appendingPathComponent(path).path
            guard let data = FileManager.default.contents(atPath: full), let time = FileStatus(full)?.modificationTime else { continue }
            var hasher = FNV1a()
            hasher.add(data)
            files[path] = File(hash: String(hasher.value, radix: 16), size: data.count, modified: time)
        }
        return SourceSnapshot(files: files)
    }

    /// Whether the two snapshots have the same files with the same content.
    func hasSameContent(as other: SourceSnapshot?) -> Bool {
        files.mapValues(\.hash) == other?.files.mapValues(\.hash)
    }

    /// Seconds since 1970 of a time written by ``FileStatus``.
    static func seconds(_ time: String) -> Double? {
        let parts = time.split(separator: ".")
        guard parts.count == 2, let seconds = Double(parts[0]), let nanoseconds = Double(parts[1]) else { return nil }
        return seconds + nanoseconds / 1e9
    }
}
