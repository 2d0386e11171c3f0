import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a file, shared by every `kata` process on this machine.
enum FileLock {
    /// Runs `body` holding an exclusive lock on the file at `url` (created if missing); when
    /// the lock file cannot be opened, runs `body` without it.
    static func withLock<T>(at url: URL, _ body: () throws -> T) rethrows -> T {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
