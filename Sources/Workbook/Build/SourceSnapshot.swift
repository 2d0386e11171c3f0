import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift files of a learner's folder as they are now: content hash, size and modification
/// time of each.
///
/// A file system's clock ticks coarsely (a few milliseconds on Linux), so a file rewritten within
/// a tick of an earlier write keeps its modification time, and the compiler's incremental build,
/// which trusts the time, would not compile the new content. Comparing content hashes finds
/// such a file, and ``touchFiles(changedSince:)`` gives it a new time.
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
            guard let data = FileManager.default.contents(atPath: full), let time = modificationTime(full) else { continue }
            var hasher = FNV1a()
            hasher.add(data)
            files[path] = File(hash: String(hasher.value, radix: 16), size: data.count, modified: time)
        }
        return SourceSnapshot(files: files)
    }

    /// Gives a new modification time to each file whose content differs from `earlier` while its
    /// time does not, so that the compiler sees the change.
    ///
    /// - Returns: The files touched, relative to the root.
    @discardableResult
    func touchFiles(changedSince earlier: SourceSnapshot?, in root: URL) -> [String] {
        guard let earlier else { return [] }
        var touched: [String] = []
        for (path, file) in files.sorted(by: { $0.key < $1.key }) {
            guard let before = earlier.files[path], before.hash != file.hash, before.modified == file.modified else { continue }
            // Now, or if the clock has not ticked since, a millisecond later than the old time.
            let seconds = file.modified.split(separator: ".").compactMap { Double($0) }
            let old = Date(timeIntervalSince1970: (seconds.first ?? 0) + (seconds.last ?? 0) / 1e9)
            let time = max(Date(), old.addingTimeInterval(0.001))
            try? FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: root.appendingPathComponent(path).path)
            touched.append(path)
        }
        return touched
    }

    /// Whether the two snapshots have the same files with the same content.
    func hasSameContent(as other: SourceSnapshot?) -> Bool {
        files.mapValues(\.hash) == other?.files.mapValues(\.hash)
    }

    /// `seconds.nanoseconds` of the file's modification time (following symbolic links).
    static func modificationTime(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return modificationTime(of: info)
    }

    /// `seconds.nanoseconds` of a modification time read with `stat`.
    static func modificationTime(of info: stat) -> String {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return "\(time.tv_sec).\(time.tv_nsec)"
    }
}
