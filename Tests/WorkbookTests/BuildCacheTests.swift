import KataKit
import XCTest
@testable import Workbook

final class BuildCacheTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Katas/X"), withIntermediateDirectories: true)
        try "let a = 1\n".write(to: root.appendingPathComponent("Katas/X/A.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testFingerprintChangesWithAnySourceButNotWithTheBuildOrState() throws {
        let stamps = BuildStamps(root: root)
        let before = stamps.fingerprint()
        XCTAssertEqual(stamps.fingerprint(), before, "stable when nothing changed")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try "x".write(to: root.appendingPathComponent(".build/debug/out"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".kata"), withIntermediateDirectories: true)
        try "{}".write(to: root.appendingPathComponent(".kata/progress.json"), atomically: true, encoding: .utf8)
        try "notes".write(to: root.appendingPathComponent("NOTES.md"), atomically: true, encoding: .utf8)
        try "Finder".write(to: root.appendingPathComponent("Katas/X/.DS_Store"), atomically: true, encoding: .utf8)
        try "# Lesson".write(to: root.appendingPathComponent("Katas/X/README.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(stamps.fingerprint(), before, ".build, .kata, .DS_Store, lessons: nothing a build reads")
        try "let a = 22\n".write(to: root.appendingPathComponent("Katas/X/A.swift"), atomically: true, encoding: .utf8)
        XCTAssertNotEqual(stamps.fingerprint(), before, "an edit changes the fingerprint")
        let edited = stamps.fingerprint()
        try "".write(to: root.appendingPathComponent("Katas/X/B.swift"), atomically: true, encoding: .utf8)
        XCTAssertNotEqual(stamps.fingerprint(), edited, "a new file changes the fingerprint")
    }

    func testStampsAndResultsAreReusedOnlyForTheSameFiles() throws {
        let stamps = BuildStamps(root: root)
        let built = stamps.current("XChecks", learnerFolder: "Katas/X")
        stamps.record(["XChecks": built])
        XCTAssertEqual(stamps.stamp(of: "XChecks"), built)
        XCTAssertTrue(built.matches(stamps.current("XChecks", learnerFolder: "Katas/X")))
        try "Finder".write(to: root.appendingPathComponent("Katas/X/.DS_Store"), atomically: true, encoding: .utf8)
        XCTAssertTrue(built.matches(stamps.current("XChecks", learnerFolder: "Katas/X")), ".DS_Store is not built")
        try "let a = 2\n".write(to: root.appendingPathComponent("Katas/X/A.swift"), atomically: true, encoding: .utf8)
        XCTAssertFalse(built.matches(stamps.current("XChecks", learnerFolder: "Katas/X")))
        XCTAssertNil(stamps.stamp(of: "YChecks"))

        let cache = ResultsCache(root: root)
        let results = [CheckResult(name: "one", status: .fail, failures: [Failure(message: "no")], duration: 0.1)]
        cache.record([("XChecks", results)], fingerprint: "f1")
        XCTAssertEqual(cache.results(of: "XChecks", fingerprint: "f1"), results)
        XCTAssertNil(cache.results(of: "XChecks", fingerprint: "f2"))
        XCTAssertNil(cache.results(of: "YChecks", fingerprint: "f1"))
    }

    func testAFileWhoseContentChangedButNotItsTimeIsGivenANewTime() throws {
        let stamps = BuildStamps(root: root)
        let file = root.appendingPathComponent("Katas/X/A.swift")
        let built = stamps.current("XChecks", learnerFolder: "Katas/X")
        stamps.record(["XChecks": built])
        let time = try XCTUnwrap(built.learner.files["Katas/X/A.swift"]?.modified)
        try "let a = 2\n".write(to: file, atomically: false, encoding: .utf8)
        let parts = time.split(separator: ".").compactMap { Int($0) }
        var times = [timespec(tv_sec: parts[0], tv_nsec: parts[1]), timespec(tv_sec: parts[0], tv_nsec: parts[1])]
        XCTAssertEqual(utimensat(AT_FDCWD, file.path, &times, 0), 0)
        XCTAssertEqual(SourceSnapshot.modificationTime(file.path), time)
        let now = stamps.current("XChecks", learnerFolder: "Katas/X")
        XCTAssertNotEqual(now.learner.files["Katas/X/A.swift"]?.modified, time)
        XCTAssertNotEqual(SourceSnapshot.modificationTime(file.path), time)
        XCTAssertFalse(built.matches(now))
    }
}
