import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes `.kata/progress.json`: atomically, under a lock shared by every `kata`
/// process, and without ever failing a command because the file is damaged.
struct ProgressStore: Sendable {
    let directory: URL

    init(root: URL) {
        directory = root.appendingPathComponent(".kata")
    }

    var fileURL: URL { directory.appendingPathComponent("progress.json") }

    /// The progress, and a warning when the file was unreadable and has been moved aside.
    func load() -> (progress: Progress, warning: String?) {
        withLock { readOrQuarantine() }
    }

    /// Changes the progress under the lock, so that two `kata` processes never lose each
    /// other's changes.
    ///
    /// - Returns: A warning when the file was unreadable and has been moved aside.
    @discardableResult
    func update(_ change: (inout Progress) -> Void) throws -> String? {
        try withLock {
            var (progress, warning) = readOrQuarantine()
            change(&progress)
            try write(progress)
            return warning
        }
    }

    private func readOrQuarantine() -> (Progress, String?) {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { return (Progress(), nil) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let progress = try? decoder.decode(Progress.self, from: data), progress.version == 1 {
            return (progress, nil)
        }
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let aside = directory.appendingPathComponent("progress.corrupt-\(stamp).json")
        do {
            try FileManager.default.moveItem(at: fileURL, to: aside)
            return (Progress(), "\(relative(fileURL)) could not be read, so it was moved to \(relative(aside)) and progress starts afresh. Your code is untouched.")
        } catch {
            return (Progress(), "\(relative(fileURL)) could not be read (and could not be moved aside: \(error.localizedDescription)); progress is not shown.")
        }
    }

    private func write(_ progress: Progress) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(progress).write(to: fileURL, options: .atomic)
        } catch {
            throw WorkbookError.io("cannot write \(relative(fileURL)): \(error.localizedDescription)")
        }
    }

    /// Runs `body` holding an exclusive lock on `.kata/progress.lock`.
    private func withLock<T>(_ body: () throws -> T) rethrows -> T {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let descriptor = open(directory.appendingPathComponent("progress.lock").path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private func relative(_ url: URL) -> String {
        ".kata/" + url.lastPathComponent
    }
}
