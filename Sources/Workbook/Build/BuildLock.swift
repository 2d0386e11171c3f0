import Foundation

/// `kata`'s claim on the package's build, so that two runs at once (`kata watch` in one
/// terminal, `kata run` or Xcode's command in another) never build over each other nor start an
/// executable that the other is linking.
///
/// A run holds it exclusively while it builds and brings the index up to date, then shared
/// while its checks run: others may run checks too, but no one builds until every run whose
/// checks use the executables is done. The lock is `flock(2)` on `.build/kata.lock`, released by
/// the system when `kata` ends, however it ends.
final class BuildLock {
    private let lock: FileLock

    /// Takes the lock exclusively, waiting for other runs.
    ///
    /// - Parameters:
    ///   - onWait: Told once, when another run holds the lock, before waiting for it.
    ///   - onUnlocked: Told why, the first time in this process (`kata watch` runs many times),
    ///     when the file system of `.build` cannot lock (a network home folder): the run goes on
    ///     without the lock.
    ///   - flock: Stands for `flock(2)` (see ``FileLock/init(at:flock:)``).
    init(root: URL, onWait: () -> Void = {}, onUnlocked: (String) -> Void = { _ in },
         flock: @escaping (Int32, Int32) -> Int32 = FileLock.systemLock) {
        lock = FileLock(at: root.appendingPathComponent(".build/kata.lock"), flock: flock)
        if !lock.tryExclusive() {
            onWait()
            lock.exclusive()
        }
        if let reason = lock.unsupported, BuildLock.unlockedWarning.isFirst() {
            onUnlocked("\(reason): two kata runs at once in this package may build over each other")
        }
    }

    /// Whether this process has warned that `.build` cannot be locked.
    private static let unlockedWarning = Once()

    /// Lets other runs run their checks too; none builds until this one releases it.
    func share() {
        lock.shared()
    }
}

/// True the first time it is asked, from any thread.
private final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var isDone = false

    func isFirst() -> Bool {
        lock.withLock {
            defer { isDone = true }
            return !isDone
        }
    }
}
