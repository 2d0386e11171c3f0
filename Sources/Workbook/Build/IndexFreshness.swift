import Foundation
import KataKit

/// Whether the compiler's index, which the architecture rules read, describes the learner's
/// files as they are on disk.
///
/// The index store keeps one unit per compiled file, with the time it was written, and nothing of
/// the file's content. A unit newer than its file describes it. A unit older than its file
/// may still describe it: the file was touched, restored by `git stash pop`, or rewritten by an
/// editor with the same content. So `kata` remembers, per file, the content and the unit it
/// found current together; while both are the same, the unit still describes the file. Any
/// other unit is stale: `kata` removes the file's object, so that the compiler compiles it and
/// indexes it again.
struct IndexFreshness {
    /// A file's content and the unit that was found to describe it, together.
    struct Entry: Codable, Equatable, Sendable {
        var hash: String
        /// The unit's modification time, in seconds since 1970.
        var unit: Double
    }

    /// What was found.
    struct Verdict: Equatable {
        /// Per file (relative to the package root), the entry to remember: every file that is
        /// current.
        var current: [String: Entry]
        /// The files whose unit is missing or stale, relative to the package root.
        var stale: [String]
        /// Why the index could not be read at all, if so.
        var problem: String?
    }

    let root: URL
    /// The toolchain's `libIndexStore`, when `kata` found it (else KataKit looks for it).
    var library: String?

    /// Compares the index in `store` with the files of `snapshot` (all in `folder`).
    ///
    /// - Parameter remembered: The entries remembered at the last look.
    func verdict(store: String?, folder: String, snapshot: SourceSnapshot, remembered: [String: Entry]) -> Verdict {
        let paths = snapshot.files.keys.sorted()
        guard let store else {
            return Verdict(current: [:], stale: paths, problem: "the build left no index store beside the checks executable")
        }
        let units: [String: Double]
        do {
            units = try IndexedFiles.unitTimes(store: store, folder: root.appendingPathComponent(folder).path, library: library)
        } catch {
            return Verdict(current: [:], stale: paths, problem: "\(error)")
        }
        var current: [String: Entry] = [:]
        var stale: [String] = []
        for path in paths {
            guard let file = snapshot.files[path],
                  let unit = units[String(path.dropFirst(folder.count + 1))] else {
                stale.append(path)
                continue
            }
            let entry = Entry(hash: file.hash, unit: unit)
            let isNewer = SourceSnapshot.seconds(file.modified).map { unit >= $0 } ?? false
            if isNewer || remembered[path] == entry {
                current[path] = entry
            } else {
                stale.append(path)
            }
        }
        return Verdict(current: current, stale: stale, problem: nil)
    }
}
