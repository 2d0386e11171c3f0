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
        cache.record([("XChecks", "k1", results)])
        XCTAssertEqual(cache.results(of: "XChecks", key: "k1"), results)
        XCTAssertNil(cache.results(of: "XChecks", key: "k2"))
        XCTAssertNil(cache.results(of: "YChecks", key: "k1"))
    }

    /// Whatever changes a verdict changes the key of the results cache: the files (the
    /// fingerprint), the checks executable built from them, the time limit, the toolchain, the seed.
    func testTheResultsCacheKeyHoldsEverythingThatChangesAVerdict() throws {
        let executable = root.appendingPathComponent("XChecks").path
        try "one".write(toFile: executable, atomically: true, encoding: .utf8)
        let key = ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3")
        XCTAssertEqual(ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3"), key)
        XCTAssertNotEqual(ResultsCache.key(fingerprint: "f2", executable: executable, timeout: 5, toolchain: "swift 6.3"), key)
        XCTAssertNotEqual(ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 1, toolchain: "swift 6.3"), key)
        XCTAssertNotEqual(ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.4"), key)
        // A search's replayed seed (KATA_SEED) runs other sequences: its results are its own.
        let unseeded = ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3", seed: nil)
        let seed6 = ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3", seed: "6")
        XCTAssertNotEqual(seed6, unseeded)
        XCTAssertNotEqual(ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3", seed: "7"), seed6)
        XCTAssertEqual(ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3", seed: "6"), seed6)
        try "other checks".write(toFile: executable, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(ResultsCache.key(fingerprint: "f1", executable: executable, timeout: 5, toolchain: "swift 6.3"), key)
    }

    func testChangedFilesAreThoseWhoseContentDiffersWhateverTheirTime() throws {
        let stamps = BuildStamps(root: root)
        try "let b = 1\n".write(to: root.appendingPathComponent("Katas/X/B.swift"), atomically: true, encoding: .utf8)
        let built = stamps.current("XChecks", learnerFolder: "Katas/X")
        try "let b = 2\n".write(to: root.appendingPathComponent("Katas/X/B.swift"), atomically: false, encoding: .utf8)
        try "let c = 1\n".write(to: root.appendingPathComponent("Katas/X/C.swift"), atomically: true, encoding: .utf8)
        try "let a = 1\n".write(to: root.appendingPathComponent("Katas/X/A.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(built.changedFiles(in: stamps.current("XChecks", learnerFolder: "Katas/X")),
                       ["Katas/X/B.swift", "Katas/X/C.swift"], "A was rewritten with the same content")
    }

    func testObjectsOfChangedFilesAreRemovedAsTheOutputFileMapNamesThem() throws {
        let build = root.appendingPathComponent(".build/debug/X.build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        var map: [String: [String: String]] = ["": ["swift-dependencies": build.appendingPathComponent("primary.swiftdeps").path]]
        for name in ["A", "B"] {
            let object = build.appendingPathComponent("\(name).swift.o")
            try "object".write(to: object, atomically: true, encoding: .utf8)
            map[root.appendingPathComponent("Katas/X/\(name).swift").path] = ["object": object.path]
        }
        try JSONEncoder().encode(map).write(to: build.appendingPathComponent("output-file-map.json"))
        let objects = CompiledObjects(binDirectory: root.appendingPathComponent(".build/debug"), module: "X")

        XCTAssertEqual(objects.remove(compiledFrom: ["Katas/X/B.swift", "Katas/X/New.swift"]), [build.appendingPathComponent("B.swift.o").path])
        XCTAssertTrue(FileManager.default.fileExists(atPath: build.appendingPathComponent("A.swift.o").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: build.appendingPathComponent("B.swift.o").path))
        XCTAssertEqual(objects.remove(compiledFrom: ["Katas/X/B.swift"]), [], "already removed")
        XCTAssertEqual(CompiledObjects(binDirectory: root.appendingPathComponent(".build/debug"), module: "Y").remove(compiledFrom: ["Katas/Y/A.swift"]),
                       [], "never built: nothing to remove")
    }
}
