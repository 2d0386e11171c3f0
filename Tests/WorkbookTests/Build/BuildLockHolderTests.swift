import Foundation
import XCTest
@testable import Workbook

/// A run that waits for the build names the run that holds it, never the one before it.
final class BuildLockHolderTests: XCTestCase {
    /// The new holder takes the lock, then writes its record: until then the record names the
    /// last holder, gone. The waiting run says nothing of it, and names the new holder once written.
    func testAWaitingRunNamesTheTrueHolderNotTheOneBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent(".build/kata.lock.holder")
        // A process that has ended: its id names no process now.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        try Data("\(ended.processIdentifier)\nkata run trip-validation\n".utf8).write(to: record)

        let start = Date()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) {
            try? Data("\(getpid())\nkata watch\n".utf8).write(to: record, options: .atomic)
        }
        var told: [BuildLock.Holder] = []
        _ = BuildLock(root: folder, onWait: { told.append($0) }, flock: { _, operation in
            // Held by another run for 1.5 s.
            operation & LOCK_EX != 0 && Date().timeIntervalSince(start) < 1.5 ? EWOULDBLOCK : 0
        })
        XCTAssertEqual(told.map(\.command), ["kata watch"], "only the true holder is named")
        XCTAssertEqual(told.first?.state, .running)
    }

    /// A record that stays gone is believed: something else holds the lock.
    func testARecordThatStaysGoneIsSaidAfterASecond() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        try Data("\(ended.processIdentifier)\nkata run\n".utf8).write(to: folder.appendingPathComponent(".build/kata.lock.holder"))
        let start = Date()
        var told: [BuildLock.Holder] = []
        _ = BuildLock(root: folder, onWait: { told.append($0) }, flock: { _, operation in
            operation & LOCK_EX != 0 && Date().timeIntervalSince(start) < 1.6 ? EWOULDBLOCK : 0
        })
        XCTAssertEqual(told.map(\.state), [.gone])
    }
}
