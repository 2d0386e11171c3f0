import XCTest

/// `swift package kata <kata>` on a copy of the fixture workbook that also holds the runner and
/// the plugin (its own package and `.build`, so no lock is shared with this test run).
final class PluginTests: XCTestCase {
    func testThePluginReportsEachFailureAtTheLearnersLineAndWritesNothing() throws {
        let fileManager = FileManager.default
        let copy = fileManager.temporaryDirectory.appendingPathComponent("kata-plugin-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: copy) }
        try fileManager.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Workbook"), to: copy)
        for folder in ["Sources/KataKit", "Sources/Workbook", "Sources/kata", "Plugins/KataPlugin"] {
            try fileManager.createDirectory(at: copy.appendingPathComponent(folder).deletingLastPathComponent(),
                                            withIntermediateDirectories: true)
            try fileManager.copyItem(at: packageRoot.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        func plugin(_ arguments: String...) throws -> CommandOutput {
            try runProgram("/usr/bin/env", ["swift", "package", "--package-path", copy.path, "kata"] + arguments, in: copy)
        }

        let mixed = try plugin("mixed", "--timeout", "1")
        XCTAssertEqual(mixed.status, 1, mixed.standardError)
        XCTAssertEqual(mixed.standardError.split(separator: "\n").filter { $0.hasPrefix("error: ") }, [
            "error: Katas/Mixed/Mixed.swift:5: mixed: tripling 2 gives 6: triple(2): expected 6 but got 4",
            "error: Katas/Mixed/Mixed.swift:10: mixed: unfinished code is finished (crashed): Fatal error: TODO: write unfinished()",
            "error: mixed: spinning ends (timed out): did not finish within 1 s: look for an endless loop, or an await that is never resumed",
        ], mixed.standardError)
        XCTAssertTrue(mixed.standardOutput.hasSuffix("mixed: 2 of 5 checks pass.\n"), mixed.standardOutput)
        XCTAssertFalse(fileManager.fileExists(atPath: copy.appendingPathComponent(".kata").path),
                       "the plugin writes nothing in the package: no progress")

        let broken = try plugin("1")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.standardError.contains(
            "error: Katas/Broken/Broken.swift:2: cannot convert return expression of type 'String' to return type 'Int'"), broken.standardError)

        // As Xcode passes the target ticked in its dialog.
        let passing = try plugin("--target", "Passing")
        XCTAssertEqual(passing.status, 0, passing.standardError)
        XCTAssertTrue(passing.standardOutput.contains("passing: all 2 checks pass."), passing.standardOutput)

        // The whole package ticked: Xcode passes every target, KataKit first.
        let package = try plugin("--target", "KataKit", "--target", "Passing", "--target", "PassingChecks")
        XCTAssertEqual(package.status, 0, package.standardError)
        XCTAssertTrue(package.standardOutput.contains("passing: all 2 checks pass."), package.standardOutput)
        let noKata = try plugin("--target", "KataKit")
        XCTAssertEqual(noKata.status, 1)
        XCTAssertTrue(noKata.standardError.contains("which kata?"), noKata.standardError)
        XCTAssertTrue(noKata.standardError.contains("5 passing"), "the katas are listed:\n\(noKata.standardError)")
        XCTAssertFalse(noKata.standardError.contains("there is no kata 'KataKit'"), noKata.standardError)

        // A trap's message, as the learner's code wrote it, is escaped as `kata run` does.
        let learnerFile = copy.appendingPathComponent("Katas/Passing/Passing.swift")
        try "func greeting(for name: String) -> String {\n    fatalError(\"\\u{1B}]0;x\\u{07}retitled\")\n}\n"
            .write(to: learnerFile, atomically: true, encoding: .utf8)
        let retitling = try plugin("passing")
        XCTAssertEqual(retitling.status, 1, retitling.standardError)
        XCTAssertFalse(retitling.standardError.contains("\u{1B}"), "a raw escape reached the terminal:\n\(retitling.standardError)")
        XCTAssertTrue(retitling.standardError.contains("\\u{1B}]0;x\\u{7}"), retitling.standardError)
    }
}
