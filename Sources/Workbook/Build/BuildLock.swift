import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `kata`'s claim on the package's build, so that two runs at once (`kata watch` in one
/// terminal, `kata run` or Xcode's command in another) never build over each other nor start an
/// executable that the other is linking.
///
/// A run holds it exclusively while it builds and brings the index up to date, then shared
/// while its checks run: others may run checks too, but no one builds until every run whose
/// checks use the executables is done. The lock is `flock(2)` on `.build/kata.lock`, released by
/// the system when `kata` ends, however it ends.
final class BuildLock {
    private let descriptor: Int32

    /// Takes the lock exclusively, waiting for other runs.
    ///
    /// - Parameter onWait: Told once, when another run holds the lock, before waiting for it.
    init(root: URL, onWait: () -> Void = {}) {
        let folder = root.appendingPathComponent(".build")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        descriptor = open(folder.appendingPathComponent("kata.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            onWait()
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        }
    }

    /// Lets other runs run their checks too; none builds until this one releases it.
    func share() {
        guard descriptor >= 0 else { return }
        while flock(descriptor, LOCK_SH) != 0, errno == EINTR {}
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
