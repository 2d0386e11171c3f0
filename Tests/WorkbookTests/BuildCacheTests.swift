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
        XCTAssertEqual(stamps.fingerprint(), before, ".build, .kata and files outside the sources are not inputs")
        try "let a = 22\n".write(to: root.appendingPathComponent("Katas/X/A.swift"), atomically: true, encoding: .utf8)
        XCTAssertNotEqual(stamps.fingerprint(), before, "an edit changes the fingerprint")
        let edited = stamps.fingerprint()
        try "".write(to: root.appendingPathComponent("Katas/X/B.swift"), atomically: true, encoding: .utf8)
        XCTAssertNotEqual(stamps.fingerprint(), edited, "a new file changes the fingerprint")
    }

    func testStampsAndResultsAreReusedOnlyForTheSameFingerprint() throws {
        let stamps = BuildStamps(root: root)
        let executable = root.appendingPathComponent("Katas/X/A.swift").path
        stamps.record(["XChecks"], fingerprint: "f1")
        XCTAssertTrue(stamps.isCurrent("XChecks", fingerprint: "f1", executable: executable))
        XCTAssertFalse(stamps.isCurrent("XChecks", fingerprint: "f2", executable: executable))
        XCTAssertFalse(stamps.isCurrent("XChecks", fingerprint: "f1", executable: executable + ".missing"))
        XCTAssertFalse(stamps.isCurrent("YChecks", fingerprint: "f1", executable: executable))

        let cache = ResultsCache(root: root)
        let results = [CheckResult(name: "one", status: .fail, failures: [Failure(message: "no")], duration: 0.1)]
        cache.record([("XChecks", results)], fingerprint: "f1")
        XCTAssertEqual(cache.results(of: "XChecks", fingerprint: "f1"), results)
        XCTAssertNil(cache.results(of: "XChecks", fingerprint: "f2"))
        XCTAssertNil(cache.results(of: "YChecks", fingerprint: "f1"))
    }
}
