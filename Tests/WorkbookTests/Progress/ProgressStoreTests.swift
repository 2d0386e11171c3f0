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

    func testAProgressFileThatIsAFolderIsKeptAndNamedInTheWarning() throws {
        let store = ProgressStore(root: root)
        try FileManager.default.createDirectory(at: store.fileURL, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: store.fileURL.appendingPathComponent("notes.txt"))
        let message = ".kata/progress.json is a folder, not a file: move it out of .kata to keep your progress going."
        let (progress, warning) = store.load()
        XCTAssertEqual(progress, Progress())
        XCTAssertEqual(warning, message + " Progress is not shown or saved until then; your code is untouched.")
        XCTAssertThrowsError(try store.update { $0.record(.passing, for: "x", at: Date()) }) { error in
            XCTAssertEqual(error as? ProgressError, ProgressError(message))
        }
        XCTAssertEqual(try String(contentsOf: store.fileURL.appendingPathComponent("notes.txt"), encoding: .utf8), "mine",
                       "the folder is left as it was")
    }

    func testAKataFileInPlaceOfTheFolderIsNamedAndKept() throws {
        let store = ProgressStore(root: root)
        try Data("mine".utf8).write(to: store.directory)
        XCTAssertThrowsError(try store.update { $0.record(.passing, for: "x", at: Date()) }) { error in
            XCTAssertEqual(error as? ProgressError, ProgressError(".kata is a file, not a folder: move it away to keep your progress going."))
        }
        XCTAssertEqual(try String(contentsOf: store.directory, encoding: .utf8), "mine")
    }

    func testAFileWithoutReadPermissionIsKeptAndNotReplaced() throws {
        try XCTSkipIf(getuid() == 0, "root reads every file")
        let store = ProgressStore(root: root)
        try store.update { $0.record(.passing, for: "x", at: Date()) }
        let saved = try Data(contentsOf: store.fileURL)
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: store.fileURL.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.fileURL.path) }
        let message = ".kata/progress.json cannot be read (no permission to read it): fix its permissions or move it out of .kata."
        XCTAssertEqual(store.load().warning, message + " Progress is not shown or saved until then; your code is untouched.")
        XCTAssertThrowsError(try store.update { $0.record(.failing, for: "x", at: Date()) }) { error in
            XCTAssertEqual(error as? ProgressError, ProgressError(message))
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: store.fileURL.path)
        XCTAssertEqual(try Data(contentsOf: store.fileURL), saved)
    }

    func testATakenQuarantineNameIsNeverOverwritten() throws {
        let store = ProgressStore(root: root)
        try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        // Every name the next few seconds could give is taken by an earlier damaged file.
        let formatter = ISO8601DateFormatter()
        var earlier: [String: String] = [:]
        for second in -2...10 {
            let stamp = formatter.string(from: Date().addingTimeInterval(Double(second))).replacingOccurrences(of: ":", with: "-")
            earlier["progress.corrupt-\(stamp).json"] = "earlier \(second)"
        }
        for (name, text) in earlier {
            try Data(text.utf8).write(to: store.directory.appendingPathComponent(name))
        }
        for attempt in 1...2 {
            try Data("damaged \(attempt)".utf8).write(to: store.fileURL)
            XCTAssertNotNil(store.load().warning)
        }
        var kept: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: store.directory.path) where name.hasPrefix("progress.corrupt-") {
            kept[name] = try String(contentsOf: store.directory.appendingPathComponent(name), encoding: .utf8)
        }
        XCTAssertEqual(kept.filter { earlier[$0.key] != nil }, earlier, "the earlier files are as they were")
        XCTAssertEqual(Set(kept.filter { earlier[$0.key] == nil }.values), ["damaged 1", "damaged 2"])
    }

    func testConcurrentUpdatesAreNotLost() throws {
        let store = ProgressStore(root: root)
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            _ = try? store.update { $0.record(.failing, for: "kata-\(index % 4)", at: Date()) }
        }
        let progress = store.load().progress
        XCTAssertEqual((0..<4).map { progress["kata-\($0)"].runs }, [10, 10, 10, 10])
    }
    /// A file written before the second act existed reads as "no change request open", and the
    /// two acts are then recorded apart.
    func testAFileOfTheOldFormatLoadsAndTheTwoActsAreRecordedApart() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".kata"), withIntermediateDirectories: true)
        try Data(#"{"version": 1, "katas": {"trip-validation": {"status": "passing", "runs": 3, "passes": 1, "hintsShown": 2, "firstRun": "2026-01-02T10:00:00Z"}}}"#.utf8)
            .write(to: root.appendingPathComponent(".kata/progress.json"))
        let store = ProgressStore(root: root)
        let (old, warning) = store.load()
        XCTAssertNil(warning)
        XCTAssertEqual(old["trip-validation"].runs, 3)
        XCTAssertEqual(old["trip-validation"].hintsShown, 2)
        XCTAssertNil(old["trip-validation"].change)

        let date = Date(timeIntervalSince1970: 1_800_000_000)
        try store.update { progress in
            progress.record(.failing, for: "trip-validation", act: .two, at: date)
        }
        XCTAssertNil(store.load().progress["trip-validation"].change, "a second act's run before the change opened is not recorded")
        var opened: [Bool] = []
        try store.update { progress in
            opened.append(progress.openChange(of: "trip-validation", at: date))
            opened.append(progress.openChange(of: "trip-validation", at: date.addingTimeInterval(5)))
            progress.record(.doesNotCompile, for: "trip-validation", act: .two, at: date)
            progress.record(.passing, for: "trip-validation", act: .two, at: date.addingTimeInterval(60))
        }
        XCTAssertEqual(opened, [true, false], "a change request opens once")
        let kata = store.load().progress["trip-validation"]
        XCTAssertEqual(kata.runs, 3, "act 1 untouched by act 2's runs")
        XCTAssertEqual(kata.status, .passing)
        var change = ChangeProgress(openedAt: date)
        change.status = .passing
        change.firstRun = date
        change.lastRun = date.addingTimeInterval(60)
        change.runs = 2
        change.passes = 1
        XCTAssertEqual(kata.change, change)
        let trip = KataInfo(id: "trip-validation", module: "TripValidation", title: "", open: "", hints: [],
                            change: ChangeRequest(title: "t", story: "s", mustHold: [], checks: [], hints: []))
        XCTAssertEqual(store.load().progress.act(of: trip), .two)
        XCTAssertEqual(Progress().act(of: trip), .one)
    }
}
