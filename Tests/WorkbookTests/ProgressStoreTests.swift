import XCTest
@testable import Workbook

final class ProgressStoreTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testMissingFileIsEmptyProgress() {
        let (progress, warning) = ProgressStore(root: root).load()
        XCTAssertEqual(progress, Progress())
        XCTAssertNil(warning)
    }

    func testRecordsRunsAndPassesAndReadsThemBack() throws {
        let store = ProgressStore(root: root)
        let first = Date(timeIntervalSince1970: 1_700_000_000)
        let second = first.addingTimeInterval(60)
        try store.update { $0.record(.failing, for: "trip-validation", at: first) }
        try store.update { $0.record(.passing, for: "trip-validation", at: second) }
        let kata = store.load().progress["trip-validation"]
        XCTAssertEqual(kata.status, .passing)
        XCTAssertEqual(kata.firstRun, first)
        XCTAssertEqual(kata.lastRun, second)
        XCTAssertEqual(kata.runs, 2)
        XCTAssertEqual(kata.passes, 1)
    }

    func testCorruptFileIsMovedAsideWithAWarning() throws {
        let store = ProgressStore(root: root)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data("{\"version\": 1, \"katas\": {".utf8).write(to: store.fileURL)
        let (progress, warning) = store.load()
        XCTAssertEqual(progress, Progress())
        let warningText = try XCTUnwrap(warning)
        XCTAssertTrue(warningText.hasPrefix(".kata/progress.json could not be read, so it was moved to .kata/progress.corrupt-"), warningText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
        let aside = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).filter { $0.hasPrefix("progress.corrupt-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(try String(contentsOf: store.directory.appendingPathComponent(aside[0]), encoding: .utf8),
                       "{\"version\": 1, \"katas\": {", "the damaged file is kept as it was")
        // The next write starts afresh, and reading it back gives no warning.
        try store.update { $0.record(.passing, for: "x", at: Date()) }
        XCTAssertNil(store.load().warning)
    }

    func testUnknownVersionIsMovedAside() throws {
        let store = ProgressStore(root: root)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        try Data("{\"version\": 9, \"katas\": {}}".utf8).write(to: store.fileURL)
        XCTAssertNotNil(store.load().warning)
    }

    func testConcurrentUpdatesAreNotLost() throws {
        let store = ProgressStore(root: root)
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            _ = try? store.update { $0.record(.failing, for: "kata-\(index % 4)", at: Date()) }
        }
        let progress = store.load().progress
        XCTAssertEqual((0..<4).map { progress["kata-\($0)"].runs }, [10, 10, 10, 10])
    }
}
