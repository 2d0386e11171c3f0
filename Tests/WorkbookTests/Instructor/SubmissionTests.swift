import XCTest
@testable import Workbook

/// What `kata grade` takes from a submission, and how it swaps it into the instructor's copy and back.
final class SubmissionTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("submission-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ text: String, _ path: String, in base: URL? = nil) throws {
        let url = (base ?? folder).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func testTakesOnlyTheKatasSwiftFilesAndNamesEverythingElse() throws {
        let submission = folder.appendingPathComponent("ada")
        try write("let a = 1\n", "ada/Katas/Trip/Trip.swift")
        try write("let b = 2\n", "ada/Katas/Trip/Domain/Rules.swift")
        try write("# notes", "ada/Katas/Trip/README.md")
        try write("let x = 0\n", "ada/Katas/Unknown/X.swift")
        try write("// always pass\n", "ada/Sources/Checks/Trip/TripChecks.swift")
        try write("// evil\n", "ada/Package.swift")
        try write("// evil\n", "ada/Plugins/KataPlugin/plugin.swift")
        try write("object", "ada/.git/objects/1")
        try write(String(repeating: "a", count: 300_000), "ada/Katas/Trip/Huge.swift")
        try FileManager.default.createSymbolicLink(atPath: submission.appendingPathComponent("Katas/Trip/Secret.swift").path,
                                                   withDestinationPath: "/etc/hostname")
        let read = try Submission.read(submission, modules: ["Trip", "Egg"])
        XCTAssertEqual(read.files["Trip"]?.map(\.path), ["Domain/Rules.swift", "Trip.swift"])
        XCTAssertEqual(read.files["Trip"]?.last?.contents, Data("let a = 1\n".utf8))
        XCTAssertNil(read.files["Egg"])
        XCTAssertEqual(read.ignoredWorkbookFiles, ["Package.swift", "Plugins/KataPlugin/plugin.swift", "Sources/Checks/Trip/TripChecks.swift"])
        XCTAssertEqual(read.ignored, [
            ".git/ (not read)", "Katas/Trip/Huge.swift (300000 bytes, over the limit of 262144)", "Katas/Trip/README.md",
            "Katas/Trip/Secret.swift (symbolic link, not followed)", "Katas/Unknown/X.swift",
        ])
    }

    func testTakesAKatasFolderHandedInAloneAndCapsTheListOfIgnoredFiles() throws {
        try write("let a = 1\n", "Trip/Trip.swift")
        for index in 1...5 { try write("", "junk\(index).txt") }
        let read = try Submission.read(folder, modules: ["Trip"], limits: .init(listedIgnored: 2))
        XCTAssertEqual(read.katasPrefix, "")
        XCTAssertEqual(read.files["Trip"]?.map(\.path), ["Trip.swift"])
        XCTAssertEqual(read.ignored, ["junk1.txt", "junk2.txt"])
        XCTAssertEqual(read.ignoredCount, 5)
        let link = folder.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        defer { try? FileManager.default.removeItem(at: link) }
        XCTAssertEqual(try Submission.read(link, modules: ["Trip"]).files["Trip"]?.map(\.path), ["Trip.swift"], "the folder named may be a link")
    }

    func testAWorkbookZippedInAFolderOfItsOwnIsFound() throws {
        try write("let a = 1\n", "zip/workbook-main/Katas/Trip/Trip.swift")
        try write("// evil\n", "zip/workbook-main/Package.swift")
        let read = try Submission.read(folder.appendingPathComponent("zip"), modules: ["Trip"])
        XCTAssertEqual(read.katasPrefix, "workbook-main/Katas/")
        XCTAssertEqual(read.files["Trip"]?.map(\.path), ["Trip.swift"])
        XCTAssertEqual(read.ignoredWorkbookFiles, ["workbook-main/Package.swift"])
        XCTAssertEqual(read.ignored, [])
    }

    func testEditedChecksAndOtherWorkbookFilesAreListedFirstWhateverTheCap() throws {
        let workbook = folder.appendingPathComponent("instructor")
        try write("// the real checks\n", "instructor/Sources/Checks/Trip/TripChecks.swift")
        try write("// as shipped\n", "instructor/Sources/Checks/Trip/Helpers.swift")
        try write("// the package\n", "instructor/Package.swift")
        let submission = folder.appendingPathComponent("ada")
        for index in 1...50 { try write("", "ada/Katas/Trip/notes\(index).txt") }
        try write("// always pass\n", "ada/Sources/Checks/Trip/TripChecks.swift")
        try write("// as shipped\n", "ada/Sources/Checks/Trip/Helpers.swift")
        try write("// edited\n", "ada/Package.swift")
        try write("// the answer\n", "ada/Solutions/Trip/Trip.swift")
        let read = try Submission.read(submission, modules: ["Trip"], workbook: workbook)
        XCTAssertEqual(read.ignoredWorkbookFiles, ["Package.swift", "Solutions/Trip/Trip.swift", "Sources/Checks/Trip/TripChecks.swift"])
        XCTAssertEqual(read.unchangedWorkbookFileCount, 1)
        XCTAssertEqual(read.ignored.count, 40)
        XCTAssertEqual(read.ignoredCount, 54)
        let summary = Workbook.gradeSummary(read, starters: [], katas: [KataInfo(id: "trip", module: "Trip", title: "", open: "Trip.swift", hints: [])])
        let ignoredLine = try XCTUnwrap(summary.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(ignoredLine.hasPrefix("Ignored (54, never built nor run): the workbook's own files, edited or added (this workbook's own are used) (3): "
                                            + "Package.swift, Solutions/Trip/Trip.swift, Sources/Checks/Trip/TripChecks.swift; other files: Katas/Trip/notes1.txt, "),
                      ignoredLine)
        XCTAssertTrue(ignoredLine.hasSuffix(", and 10 more; 1 of the workbook's own files as this workbook has them."), ignoredLine)
        XCTAssertEqual(try Submission.read(submission, modules: ["Trip"]).ignoredWorkbookFiles.count, 4, "without the workbook, every one is named")
    }

    func testAKatasFolderThatIsALinkIsNotFollowed() throws {
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try write("let a = 1\n", "elsewhere/Trip/Trip.swift")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ada"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("ada/Katas"), withDestinationURL: elsewhere)
        let read = try Submission.read(folder.appendingPathComponent("ada"), modules: ["Trip"])
        XCTAssertNil(read.files["Trip"])
        XCTAssertEqual(read.ignored, ["Katas (symbolic link, not followed)"])
    }

    func testGradingCopyPutsTheInstructorsFilesBackAndRecoversAfterAKill() throws {
        let kata = KataInfo(id: "trip", module: "Trip", title: "", open: "Trip.swift", hints: [])
        let other = KataInfo(id: "egg", module: "Egg", title: "", open: "Egg.swift", hints: [])
        try write("instructor's trip\n", "Katas/Trip/Trip.swift")
        try write("lesson\n", "Katas/Trip/README.md")
        try write("instructor's egg (edited)\n", "Katas/Egg/Egg.swift")
        try write("pristine egg\n", "Starters/Egg/Egg.swift")
        let submission = Submission(files: ["Trip": [.init(path: "Sub/New.swift", contents: Data("learner\n".utf8))]])
        let copy = GradingCopy(root: folder, katas: [kata, other])
        let starters = try copy.install(submission)
        XCTAssertEqual(starters.map(\.id), ["egg"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Katas/Trip/Trip.swift").path))
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Katas/Trip/Sub/New.swift"), encoding: .utf8), "learner\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Katas/Egg/Egg.swift"), encoding: .utf8), "pristine egg\n")
        // A grade killed here leaves the backup; the next one puts it back first.
        XCTAssertTrue(try GradingCopy(root: folder, katas: [kata, other]).recoverIfInterrupted())
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Katas/Trip/Trip.swift"), encoding: .utf8), "instructor's trip\n")
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Katas/Egg/Egg.swift"), encoding: .utf8), "instructor's egg (edited)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Katas/Trip/Sub").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.backup.path))
        try copy.restore()  // nothing left to restore: no change
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("Katas/Trip/README.md"), encoding: .utf8), "lesson\n")
    }
}
