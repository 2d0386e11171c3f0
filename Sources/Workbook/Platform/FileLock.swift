import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock on a file (`flock(2)`), shared by every `kata` process on this machine and released
/// by the system when the process ends, however it ends.
final class FileLock: @unchecked Sendable {
    private let descriptor: Int32

    /// Opens the lock file at `url` (created if missing, with its folder) without taking the
    /// lock. When it cannot be opened, every method does nothing: work goes on unlocked.
    init(at url: URL) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Takes the lock exclusively if no one holds it; false when someone does.
    func tryExclusive() -> Bool {
        descriptor < 0 || flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    /// Takes the lock exclusively, waiting for whoever holds it.
    func exclusive() { lock(LOCK_EX) }

    /// Holds the lock shared: others may share it too, no one may hold it exclusively.
    func shared() { lock(LOCK_SH) }

    func unlock() { lock(LOCK_UN) }

    private func lock(_ operation: Int32) {
        guard descriptor >= 0 else { return }
        while flock(descriptor, operation) != 0, errno == EINTR {}
    }

    /// Runs `body` holding an exclusive lock on the file at `url`.
    static func withLock<T>(at url: URL, _ body: () throws -> T) rethrows -> T {
        let lock = FileLock(at: url)
        lock.exclusive()
        defer { lock.unlock() }
        return try body()
    }
}
