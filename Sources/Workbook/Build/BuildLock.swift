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
    /// - Parameter onWait: Told once, when another run holds the lock, before waiting for it.
    init(root: URL, onWait: () -> Void = {}) {
        lock = FileLock(at: root.appendingPathComponent(".build/kata.lock"))
        if !lock.tryExclusive() {
            onWait()
            lock.exclusive()
        }
    }

    /// Lets other runs run their checks too; none builds until this one releases it.
    func share() {
        lock.shared()
    }
}
