import Foundation
@testable import KataKit
@testable import Workbook
import XCTest

/// Descriptors and locks where platforms differ: `dup2(n, n)` (XNU leaves `FD_CLOEXEC` set) and
/// `flock` on file systems that have no locks.
final class DescriptorTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-descriptors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testDuplicatingADescriptorOntoItselfKeepsItAcrossExec() throws {
        var pair: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pair), 0)
        defer { pair.forEach { close($0) } }
        XCTAssertEqual(fcntl(pair[0], F_SETFD, FD_CLOEXEC), 0)
        XCTAssertTrue(KataKit.Platform.duplicate(pair[0], onto: pair[0]))
        XCTAssertEqual(fcntl(pair[0], F_GETFD) & FD_CLOEXEC, 0, "a programme started now inherits it")
        // Onto another descriptor: dup2's own rule, the copy is inherited.
        let target = dup(pair[1])
        defer { close(target) }
        XCTAssertEqual(fcntl(target, F_SETFD, FD_CLOEXEC), 0)
        XCTAssertTrue(KataKit.Platform.duplicate(pair[0], onto: target))
        XCTAssertEqual(fcntl(target, F_GETFD) & FD_CLOEXEC, 0)
    }

    /// `kata` started with its standard input closed: the child's input pipe lands on
    /// descriptor 0 of `kata` itself, and the child must still get it.
    func testAChildGetsItsInputWhenKataStartedWithStandardInputClosed() throws {
        let saved = dup(STDIN_FILENO)
        XCTAssertGreaterThan(saved, STDIN_FILENO)
        close(STDIN_FILENO)
        defer {
            dup2(saved, STDIN_FILENO)
            close(saved)
        }
        let child = try Child("/bin/cat", [])
        XCTAssertTrue(child.send("through descriptor 0\n"))
        var lines: [String] = []
        let result = child.finishLines { lines.append($0) }
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(lines, ["through descriptor 0"])
    }

    func testOnlyAHeldLockMakesARunWait() throws {
        let file = folder.appendingPathComponent("kata.lock")
        let first = FileLock(at: file), second = FileLock(at: file)
        XCTAssertTrue(first.tryExclusive())
        XCTAssertFalse(second.tryExclusive(), "held by the first")
        XCTAssertNil(second.unsupported)
        first.unlock()
        XCTAssertTrue(second.tryExclusive())

        // A file system without locks (ENOLCK on NFS, ENOTSUP/EOPNOTSUPP on SMB home folders):
        // the run goes on without the lock, and says so once, instead of waiting for no one.
        for error in [ENOLCK, ENOTSUP, EOPNOTSUPP] {
            let unlockable = FileLock(at: file) { _, _ in error }
            XCTAssertTrue(unlockable.tryExclusive())
            unlockable.exclusive()
            unlockable.shared()
            XCTAssertEqual(unlockable.unsupported, "this file system cannot lock files (\(String(cString: strerror(error))))")
        }
        var interruptions = 2
        let interrupted = FileLock(at: file) { _, _ in
            interruptions -= 1
            return interruptions >= 0 ? EINTR : EWOULDBLOCK
        }
        XCTAssertFalse(interrupted.tryExclusive(), "EINTR is tried again, then EWOULDBLOCK is held")
        XCTAssertEqual(interruptions, -1)

        var waited = 0
        var warnings: [String] = []
        let lock = BuildLock(root: folder, onWait: { _ in waited += 1 }, onUnlocked: { warnings.append($0) }) { _, _ in ENOLCK }
        lock.share()
        XCTAssertEqual(waited, 0, "no one to wait for")
        XCTAssertEqual(warnings, ["this file system cannot lock files (\(String(cString: strerror(ENOLCK)))): "
            + "two kata runs at once in this package may build over each other"])
        // `kata watch` takes the lock for each run: the warning is given once.
        _ = BuildLock(root: folder, onUnlocked: { warnings.append($0) }) { _, _ in ENOLCK }
        XCTAssertEqual(warnings.count, 1)
    }
}
