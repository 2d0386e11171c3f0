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

    /// A copy of this package as a learner hands it in: every file and link as shipped, without
    /// the build, git and the progress.
    func honestCopy(at copy: URL) throws {
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: packageRoot.path) where !name.hasPrefix(".") {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
    }

    func testTheWorkbooksOwnLinksAsShippedAreNotEditsInAGradescopeGrade() throws {
        let copy = folder.appendingPathComponent("honest")
        try honestCopy(at: copy)
        let fileManager = FileManager.default
        let links = try fileManager.subpathsOfDirectory(atPath: copy.path).filter {
            (try? fileManager.destinationOfSymbolicLink(atPath: copy.appendingPathComponent($0).path)) != nil
        }.sorted()
        XCTAssertGreaterThan(links.count, 100, "the second act's references and checks, the solution checks: copied as links")
        let katas = try Catalog(root: packageRoot).katas
        func gradescopeOutput(_ submission: Submission) throws -> String {
            let summary = Workbook.gradeSummary(submission, starters: [], katas: katas)
            let results = GradeResults(reports: [GradeFormatTests.passing], points: GradePoints(), summary: summary, executionTime: 1)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GradeFormat.gradescope.render(results).utf8)) as? [String: Any])
            return try XCTUnwrap(document["output"] as? String)
        }

        // A zip holds what a link points to: a file with the linked file's bytes is as shipped too.
        let zipped = links[0]
        let target = copy.appendingPathComponent(zipped).resolvingSymlinksInPath()
        let bytes = try XCTUnwrap(fileManager.contents(atPath: target.path))
        try fileManager.removeItem(at: copy.appendingPathComponent(zipped))
        try bytes.write(to: copy.appendingPathComponent(zipped))
        let honest = try Submission.read(copy, modules: katas.map(\.module), workbook: packageRoot)
        XCTAssertEqual(honest.ignoredWorkbookFiles, [])
        let output = try gradescopeOutput(honest)
        XCTAssertFalse(output.contains("edited or added"), output)
        XCTAssertFalse(output.contains("symbolic link"), output)
        XCTAssertTrue(output.hasPrefix("2 of 2 checks pass; 100 of 100 points\n\n- passing: 100 of 100 points"), "the learner's results first: \(output)")

        // A real edit: Package.swift changed, a link retargeted (its destination is not followed).
        let retargeted = links[1]
        try (String(contentsOf: copy.appendingPathComponent("Package.swift"), encoding: .utf8) + "\n// edited\n")
            .write(to: copy.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try fileManager.removeItem(at: copy.appendingPathComponent(retargeted))
        try fileManager.createSymbolicLink(atPath: copy.appendingPathComponent(retargeted).path, withDestinationPath: "/etc/hostname")
        let edited = try Submission.read(copy, modules: katas.map(\.module), workbook: packageRoot)
        XCTAssertEqual(edited.ignoredWorkbookFiles, ["Package.swift", "\(retargeted) (symbolic link, not followed)"].sorted())
        let editedOutput = try gradescopeOutput(edited)
        XCTAssertTrue(editedOutput.contains("edited or added (this workbook's own are used) (2): "), editedOutput)
        XCTAssertEqual(editedOutput.components(separatedBy: "symbolic link, not followed").count, 2, "only the retargeted link: \(editedOutput)")
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
