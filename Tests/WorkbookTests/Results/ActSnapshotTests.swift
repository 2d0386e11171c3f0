import Foundation
import XCTest
@testable import Workbook

/// The first act's snapshot is the second act's baseline: taken once, never from later code.
final class ActSnapshotTests: XCTestCase {
    /// A kata removed from `.kata/progress.json` and passed again, with code that holds the
    /// change already, keeps the first snapshot: the change's locality is still measured from
    /// the code that first passed.
    func testASnapshotIsTakenOnceAndOnlyResetRemovesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let first = ChangeFootprint.Code(files: ["Trip.swift": "struct Trip {}\n"], declarations: [])
        let changed = ChangeFootprint.Code(files: ["Trip.swift": "struct Trip { var quota = 3 }\n"], declarations: [])
        XCTAssertTrue(try ActSnapshot.save(first, of: "trip-validation", root: root))
        XCTAssertFalse(try ActSnapshot.save(changed, of: "trip-validation", root: root))
        XCTAssertEqual(ActSnapshot.load(of: "trip-validation", root: root), first)
        ActSnapshot.remove(of: "trip-validation", root: root)
        XCTAssertTrue(try ActSnapshot.save(changed, of: "trip-validation", root: root))
        XCTAssertEqual(ActSnapshot.load(of: "trip-validation", root: root), changed)
    }
}
