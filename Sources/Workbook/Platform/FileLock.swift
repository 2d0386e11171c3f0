import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock on a file (`flock(2)`), shared by every `kata` process on this machine and released
/// by the system when the process ends, however it ends.
///
/// Only `EWOULDBLOCK` means that someone holds it (`EINTR` is tried again). Any other error
/// (`ENOTSUP`, `EOPNOTSUPP`, `ENOLCK`: a network home folder, an SMB or NFS share without locks)
/// means that this file system cannot lock: work then goes on without the lock, and
/// ``unsupported`` says why, so that the caller warns once instead of waiting for a holder that
/// does not exist.
final class FileLock: @unchecked Sendable {
    private let descriptor: Int32
    /// `flock(2)`: 0, or the error it set.
    private let lockFile: (Int32, Int32) -> Int32
    /// Why the file system gave no lock, after a call that found it so; nil while it locks.
    private(set) var unsupported: String?

    /// Opens the lock file at `url` (created if missing, with its folder) without taking the
    /// lock. When it cannot be opened, every method does nothing: work goes on unlocked.
    ///
    /// - Parameter flock: Stands for `flock(2)` (tests give it the errors of other file systems):
    ///   0, or the error number.
    init(at url: URL, flock: @escaping (Int32, Int32) -> Int32 = FileLock.systemLock) {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        lockFile = flock
    }

    /// `flock(2)`, with its error as the result.
    static func systemLock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        flock(descriptor, operation) == 0 ? 0 : errno
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Takes the lock exclusively if no one holds it; false when someone does. True, without
    /// the lock, when the file system has none (see ``unsupported``).
    func tryExclusive() -> Bool {
        guard descriptor >= 0 else { return true }
        while true {
            let error = lockFile(descriptor, LOCK_EX | LOCK_NB)
            if error == 0 { return true }
            if error == EINTR { continue }
            if error == EWOULDBLOCK || error == EAGAIN { return false }
            note(error)
            return true
        }
    }

    /// Takes the lock exclusively, waiting for whoever holds it.
    func exclusive() { lock(LOCK_EX) }

    /// Holds the lock shared: others may share it too, no one may hold it exclusively.
    func shared() { lock(LOCK_SH) }

    func unlock() { lock(LOCK_UN) }

    private func lock(_ operation: Int32) {
        guard descriptor >= 0, unsupported == nil else { return }
        while true {
            let error = lockFile(descriptor, operation)
            if error == EINTR { continue }
            if error != 0 { note(error) }
            return
        }
    }

    private func note(_ error: Int32) {
        unsupported = unsupported ?? "this file system cannot lock files (\(String(cString: strerror(error))))"
    }

    /// Runs `body` holding an exclusive lock on the file at `url`.
    static func withLock<T>(at url: URL, _ body: () throws -> T) rethrows -> T {
        let lock = FileLock(at: url)
        lock.exclusive()
        defer { lock.unlock() }
        return try body()
    }
}
