import Foundation
import XCTest
@testable import Workbook

/// SwiftPM marks `.build` by writing its process id to `.build/.lock` when it starts; `kata`'s
/// direct build trusts its replay only if that mark did not change while it ran.
final class SwiftPMLockTests: XCTestCase {
    func testTheClaimChangesWhenAnotherSwiftPMStartsAndOnlyThen() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftpm-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = root.appendingPathComponent(".build/.lock")
        XCTAssertNil(SwiftPMLock.claim(in: root), "no SwiftPM ever built here")

        try Data("4242".utf8).write(to: lock)
        let before = SwiftPMLock.claim(in: root)
        XCTAssertNotNil(before)
        XCTAssertEqual(SwiftPMLock.claim(in: root), before, "nothing started: the same claim")
        XCTAssertFalse(SwiftPMLock.isHeld(in: root), "process 4242 is not running here")

        // A `swift test` that started and ended during the replay: another process id.
        try Data("4343".utf8).write(to: lock)
        XCTAssertNotEqual(SwiftPMLock.claim(in: root), before)

        // The same id written again (a process id reused) still changes the claim: its time.
        let again = SwiftPMLock.claim(in: root)
        Thread.sleep(forTimeInterval: 0.01)
        try Data("4343".utf8).write(to: lock)
        XCTAssertNotEqual(SwiftPMLock.claim(in: root), again)
    }
}
