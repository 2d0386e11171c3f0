import Foundation

/// Reads and writes `.kata/progress.json`: atomically, under a lock shared by every `kata`
/// process, and without ever failing a command because the file is damaged.
struct ProgressStore: Sendable {
    let directory: URL

    init(root: URL) {
        directory = root.appendingPathComponent(".kata")
    }

    var fileURL: URL { directory.appendingPathComponent("progress.json") }

    /// The progress, and a warning when the file could not be read (it is then kept: moved
    /// aside when it is damaged, left in place when it cannot be opened).
    func load() -> (progress: Progress, warning: String?) {
        withLock {
            switch read() {
            case .missing: (Progress(), nil)
            case .readable(let progress): (progress, nil)
            case .movedAside(let warning): (Progress(), warning)
            case .unreadable(let reason): (Progress(), reason + " Progress is not shown or saved until then; your code is untouched.")
            }
        }
    }

    /// Changes the progress under the lock, so that two `kata` processes never lose each
    /// other's changes.
    ///
    /// - Returns: A warning when the file was damaged and has been moved aside.
    /// - Throws: ``ProgressError`` when the file cannot be read (it is left as it is) or
    ///   written.
    @discardableResult
    func update(_ change: (inout Progress) -> Void) throws -> String? {
        try withLock {
            var progress = Progress()
            var warning: String?
            switch read() {
            case .missing: break
            case .readable(let stored): progress = stored
            case .movedAside(let movedAside): warning = movedAside
            case .unreadable(let reason): throw ProgressError(reason)
            }
            change(&progress)
            try write(progress)
            return warning
        }
    }

    /// What is at `.kata/progress.json`.
    private enum Contents {
        case missing
        case readable(Progress)
        /// It was damaged and has been moved aside: the warning says where.
        case movedAside(warning: String)
        /// It cannot be opened (a folder, no permission), or moved aside: it stays where it is.
        case unreadable(reason: String)
    }

    private func read() -> Contents {
        let path = fileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        guard !isDirectory.boolValue else {
            return .unreadable(reason: "\(relative(fileURL)) is a folder, not a file: move it out of .kata to keep your progress going.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            let why = FileManager.default.isReadableFile(atPath: path) ? error.localizedDescription : "no permission to read it"
            return .unreadable(reason: "\(relative(fileURL)) cannot be read (\(why)): fix its permissions or move it out of .kata.")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let progress = try? decoder.decode(Progress.self, from: data), progress.version == 1 {
            return .readable(progress)
        }
        return quarantine()
    }

    /// Moves the damaged file to a name of its own, never over an earlier one.
    private func quarantine() -> Contents {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        var aside = directory.appendingPathComponent("progress.corrupt-\(stamp).json")
        var suffix = 2
        // Under the lock, no other `kata` takes a name between this check and the move.
        while (try? FileManager.default.attributesOfItem(atPath: aside.path)) != nil {
            aside = directory.appendingPathComponent("progress.corrupt-\(stamp)-\(suffix).json")
            suffix += 1
        }
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
            return .movedAside(warning: "\(relative(fileURL)) could not be read, so it was moved to \(relative(aside)) and progress starts afresh. Your code is untouched.")
        } catch {
            return .unreadable(reason: "\(relative(fileURL)) could not be read, nor moved aside (\(error.localizedDescription)): it is left as it is.")
        }
    }

    private func write(_ progress: Progress) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(progress).write(to: fileURL, options: .atomic)
        } catch {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw ProgressError(".kata is a file, not a folder: move it away to keep your progress going.")
            }
            throw ProgressError("cannot write \(relative(fileURL)): \(error.localizedDescription)")
        }
    }

    /// Runs `body` holding an exclusive lock on `.kata/progress.lock`.
    private func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try FileLock.withLock(at: directory.appendingPathComponent("progress.lock"), body)
    }

    private func relative(_ url: URL) -> String {
        ".kata/" + url.lastPathComponent
    }
}
