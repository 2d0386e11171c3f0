import Foundation
@testable import Workbook
import XCTest

/// End-to-end, the second act on the fixture workbook Fixtures/ChangeWorkbook (one kata, `shelf`,
/// with a change request): act 1 green opens the change request, `kata change` shows it, act 2
/// runs the first act's checks and the new ones, the missing API is named, an edit touching two
/// files makes act 2 green, progress keeps both acts, and `kata reset` resets both.
final class EndToEndChangeTests: XCTestCase {
    private var workbook = URL(fileURLWithPath: "/")

    override func setUpWithError() throws {
        let fileManager = FileManager.default
        workbook = fileManager.temporaryDirectory.appendingPathComponent("kata-change-\(UUID().uuidString)")
        try fileManager.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/ChangeWorkbook"), to: workbook)
        try fileManager.copyItem(at: packageRoot.appendingPathComponent("Sources/KataKit"), to: workbook.appendingPathComponent("Sources/KataKit"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workbook)
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(to: workbook.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func kata(_ arguments: String...) throws -> CommandOutput {
        try runKata(arguments, in: workbook, environment: ["NO_COLOR": "1"], timeout: 600)
    }

    private func progress() -> KataProgress {
        ProgressStore(root: workbook).load().progress["shelf"]
    }

    func testActOneGreenOpensTheChangeWhoseChecksThenRunUntilActTwoIsGreenAndResetResetsBoth() throws {
        let catalog = try Catalog(root: workbook)
        let shelf = try catalog.kata("shelf")
        let link = workbook.appendingPathComponent(shelf.changeChecksLinkPath).path

        // Act 1, the starter: failing; nothing about a change request yet.
        let starter = try kata("run", "shelf")
        XCTAssertEqual(starter.status, 1, starter.standardOutput + starter.standardError)
        XCTAssertFalse(starter.standardOutput.contains("change request"), starter.standardOutput)
        let closed = try kata("change", "shelf")
        XCTAssertEqual(closed.status, 1)
        XCTAssertEqual(closed.standardOutput, "The change request of shelf opens once the kata passes (your last run: failing). Run: swift run kata run shelf\n")
        let early = try kata("run", "shelf", "--act", "2")
        XCTAssertEqual(early.status, 1, "act 2 is not open yet: as a kata not yet passed, not a usage error")
        XCTAssertEqual(early.standardOutput, closed.standardOutput)
        let noSuchAct = try kata("solution", "shelf", "--act", "3")
        XCTAssertEqual(noSuchAct.status, 64)
        XCTAssertEqual(noSuchAct.standardError, "error: --act is 1 or 2, not '3'\nSee 'kata solution --help'.\n")

        // Act 1 green: the change request opens, its checks are linked in.
        let actOne = try String(contentsOf: workbook.appendingPathComponent("Katas/Shelf/Shelf.swift"), encoding: .utf8)
            .replacingOccurrences(of: "        0\n", with: "        books.count\n")
        try write(actOne, to: "Katas/Shelf/Shelf.swift")
        let green = try kata("run", "shelf")
        XCTAssertEqual(green.status, 0, green.standardOutput + green.standardError)
        XCTAssertTrue(green.standardOutput.hasSuffix("""

            A change request is open for shelf: “Labels in capitals”.
            Read it: swift run kata change shelf; swift run kata run shelf now runs act 2 (the first act's checks, and 1 new).

            """), green.standardOutput)
        XCTAssertNotNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "the change's checks are linked in")
        XCTAssertNotNil(progress().change, "the change request is recorded as open")
        let snapshot = try XCTUnwrap(ActSnapshot.load(of: "shelf", root: workbook), "the first act's snapshot")
        XCTAssertEqual(snapshot.files.keys.sorted(), ["Format.swift", "Shelf.swift"])
        XCTAssertEqual(snapshot.files["Shelf.swift"], actOne)
        XCTAssertEqual(snapshot.declarations.map { "\($0.kind) \($0.name) \($0.file):\($0.line) \($0.part ?? "-")" }, [
            "enum Format Format.swift:2 format", "staticProperty separator Format.swift:3 format",
            "struct Shelf Shelf.swift:2 shelf", "instanceProperty name Shelf.swift:3 shelf", "instanceProperty books Shelf.swift:4 shelf",
            "instanceMethod getter:count Shelf.swift:6 shelf", "instanceProperty count Shelf.swift:6 shelf",
        ], "the first act's declarations from the index, with their parts")
        XCTAssertTrue(snapshot.declarations.allSatisfy { $0.usr.hasPrefix("s:5Shelf") }, "\(snapshot.declarations.map(\.usr))")

        let change = try kata("change", "shelf")
        XCTAssertEqual(change.status, 0)
        XCTAssertEqual(change.standardOutput, """
            shelf, act 2: Labels in capitals

            The library wants every shelf's label in capitals.

            What must now hold
              • `Shelf.label` is the shelf's name in capitals, then the number of books.

            New checks (they run with the first act's checks and rules)
              ○ the label is the name in capitals and the number of books

            Act 2: not started. Run swift run kata run shelf (act 2 now runs both acts' checks); hints: swift run kata hint shelf.

            """)
        let hint = try kata("hint", "shelf")
        XCTAssertTrue(hint.standardOutput.hasPrefix("Act 2, hint 1 of 3 for shelf\n\nAdd `var label: String` to Shelf."), hint.standardOutput)

        // Act 2 against act-1 code: the checks cannot compile, and the run names what the change asks for.
        let missing = try kata("run", "shelf")
        XCTAssertEqual(missing.status, 2, missing.standardOutput + missing.standardError)
        // The change's rules stay in the list, pending (their own mark, not ✗), while nothing can judge them.
        XCTAssertTrue(missing.standardOutput.contains("""
            … the change leaves the format's existing code as it was (pending)
                pending: the change leaves the format's existing code as it was (judged once every other check of both acts passes: it measures what the finished change cost)
            """), missing.standardOutput)
        XCTAssertTrue(missing.standardOutput.contains("Act 2, the change request: “Labels in capitals” (swift run kata change shelf)"),
                      missing.standardOutput)
        XCTAssertTrue(missing.standardOutput.contains("in Sources/ChangeChecks/; --verbose shows them). They call it as the change request asks for it:"),
                      missing.standardOutput)
        XCTAssertTrue(missing.standardOutput.contains("""
              label
                yours:     none yet: the change request asks for it
            """), missing.standardOutput)
        XCTAssertTrue(missing.standardOutput.contains("""
            What the change request asks for:
              • `Shelf.label` is the shelf's name in capitals, then the number of books.
            """), missing.standardOutput)
        XCTAssertFalse(missing.standardOutput.contains("Solutions/"), "the act-2 reference's declarations are not shown: " + missing.standardOutput)
        XCTAssertTrue(missing.standardOutput.contains("Add what the change request asks for (swift run kata change shelf), then run swift run kata run shelf again."),
                      missing.standardOutput)
        XCTAssertEqual(progress().change?.status, .doesNotCompile)
        XCTAssertEqual(progress().status, .passing, "act 1 keeps its own status")
        // The package still builds (swift build, swift test, Xcode): only kata's builds compile the
        // change's checks, and the next run has them again.
        let build = try runProgram("/usr/bin/env", ["swift", "build", "--package-path", workbook.path], in: workbook, timeout: 600)
        XCTAssertEqual(build.status, 0, build.standardOutput + build.standardError)
        XCTAssertEqual(try kata("run", "shelf").status, 2, "act 2 still needs the change's API after a plain swift build")

        // The first act's reference is open; the second act's opens once the second act passes.
        let firstReference = try kata("solution", "shelf")
        XCTAssertEqual(firstReference.status, 0, firstReference.standardError)
        XCTAssertTrue(firstReference.standardOutput.hasPrefix("── Solutions/Shelf/Format.swift ──\n"), firstReference.standardOutput)
        let secondReference = try kata("solution", "shelf", "--act", "2")
        XCTAssertEqual(secondReference.status, 1)
        XCTAssertEqual(secondReference.standardOutput, """
            The reference solution of shelf's second act opens once your code passes it (your last run: does not compile).
            Run it: swift run kata run shelf    A hint: swift run kata hint shelf
            To see it anyway: swift run kata solution shelf --act 2 --now

            """)

        // The checks pass, but the change edits the format's existing code: the lesson's locality
        // rule over the footprint fails, naming the declaration and its place.
        try write(actOne.replacingOccurrences(of: "        books.count\n    }\n", with: """
                    books.count
                }

                var label: String {
                    "\\(name.uppercased())\\(Format.separator)(\\(count))"
                }

            """), to: "Katas/Shelf/Shelf.swift")
        try write("/// How the shelf's texts are written.\nenum Format {\n    static let separator = \" \"\n}\n", to: "Katas/Shelf/Format.swift")
        let local = try kata("run", "shelf")
        XCTAssertEqual(local.status, 1, local.standardOutput + local.standardError)
        XCTAssertTrue(local.standardOutput.contains("""
            ✗ the change leaves the format's existing code as it was
                Katas/Shelf/Format.swift:3 changes Format.separator, in format, which the change was to leave as it was
                Why: a format serves every shelf: a new text is a new function
            """), local.standardOutput)
        XCTAssertEqual(progress().change?.status, .failing)
        XCTAssertTrue(local.standardOutput.contains("Open Katas/Shelf/Format.swift, make the first failing check pass"), local.standardOutput)

        // An edit touching two files: act 2 green, both acts' checks ran.
        try write(actOne.replacingOccurrences(of: "        books.count\n    }\n", with: """
                    books.count
                }

                var label: String {
                    Format.label(name, count)
                }

            """), to: "Katas/Shelf/Shelf.swift")
        try write("""
            /// How the shelf's texts are written.
            enum Format {
                static let separator = ", "

                static func label(_ name: String, _ count: Int) -> String {
                    "\\(name.uppercased()) (\\(count))"
                }
            }

            """, to: "Katas/Shelf/Format.swift")
        let json = try kata("run", "shelf", "--json")
        XCTAssertEqual(json.status, 0, json.standardOutput + json.standardError)
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(json.standardOutput.utf8))
        let exact = ChangeFootprint(filesAdded: [], filesChanged: ["Format.swift", "Shelf.swift"], filesRemoved: [], linesAdded: 8, linesRemoved: 0,
                                    declarationsAdded: ["Format.label(_:_:)", "Shelf.label"], declarationsChanged: [], declarationsRemoved: [],
                                    partsTouched: ["format", "shelf"], onlyNewCodeAdded: true, existingCodeTouched: [])
        XCTAssertEqual(document.katas.first?.act, 2)
        XCTAssertEqual(document.katas.first?.footprint, exact, "the learner's footprint, exactly")
        XCTAssertEqual(document.katas.first?.referenceFootprint, shelf.change?.reference, "the reference's, beside it")
        XCTAssertNil(document.katas.first?.architecture?.declarations, "the JSON's graph shows parts, not every declaration")

        let done = try kata("run", "shelf")
        XCTAssertEqual(done.status, 0, done.standardOutput + done.standardError)
        XCTAssertTrue(done.standardOutput.contains("✓ a shelf counts its books\n✓ the label is the name in capitals and the number of books\n"),
                      done.standardOutput)
        XCTAssertTrue(done.standardOutput.contains("✓ the change leaves the format's existing code as it was\n"), done.standardOutput)
        XCTAssertTrue(done.standardOutput.hasSuffix("""
            The change request of shelf is done: both acts pass.
            What the change cost              yours           reference
              files added / changed / removed 0 / 2 / 0       0 / 2 / 0
              lines added / removed           +8 / -0         +8 / -0
              declarations added              2               2
              declarations changed            0               0
              declarations removed            0               0
              parts touched                   format, shelf   format, shelf
              only new code added             yes             yes
            Added: Format.label(_:_:), Shelf.label

            """), done.standardOutput)
        XCTAssertEqual(progress().status, .passing)
        XCTAssertEqual(progress().change?.status, .passing)
        XCTAssertEqual(progress().change?.runs, 5, "act 2's runs: the two that did not compile (before and after a plain swift build), the local one, --json, this one")
        XCTAssertEqual(progress().change?.passes, 2)
        XCTAssertEqual(progress().runs, 2)
        let compared = try kata("compare", "shelf", "--change", "--json")
        XCTAssertEqual(compared.status, 0, compared.standardError)
        let comparison = try JSONDecoder().decode(ChangeComparison.self, from: Data(compared.standardOutput.utf8))
        XCTAssertEqual(comparison.katas.first?.yours, exact, "kata compare --change: the learner's footprint, kept")
        XCTAssertEqual(comparison.katas.first?.reference, shelf.change?.reference)
        let list = try kata("list")
        XCTAssertTrue(list.standardOutput.contains("passing  · act 2: passing"), list.standardOutput)
        let reference = try kata("solution", "shelf")
        XCTAssertEqual(reference.status, 0, reference.standardError)
        XCTAssertTrue(reference.standardOutput.hasPrefix("── Solutions/Changes/Shelf/Format.swift ──\n"),
                      "once act 2 passed, the reference after the change: " + reference.standardOutput)
        XCTAssertTrue(reference.standardOutput.hasSuffix("""
            Your files and these, line by line: swift run kata solution shelf --act 2 --diff
            This is the reference after the change request; the first act's: swift run kata solution shelf --act 1

            """), reference.standardOutput)
        let diff = try kata("solution", "shelf", "--diff")
        XCTAssertEqual(diff.standardOutput, "Your files are the same as the reference solution's.\n",
                       "this edit is the fixture's act-2 reference, not its act-1 one")

        // `kata check` checks the kata in its act, as `kata run` does.
        let checked = try kata("check", "--json")
        XCTAssertEqual(checked.status, 0, checked.standardOutput + checked.standardError)
        let all = try JSONDecoder().decode(ResultsDocument.self, from: Data(checked.standardOutput.utf8))
        XCTAssertEqual(all.katas.first?.act, 2)
        XCTAssertEqual(all.katas.first?.checks.map(\.name).contains("the label is the name in capitals and the number of books"), true)

        // Act 2 fails closed: without the first act's snapshot the locality rule fails, saying how
        // to get one back; it never passes unjudged nor leaves the list.
        let snapshotFolder = ActSnapshot.folder(of: "shelf", root: workbook)
        let kept = workbook.appendingPathComponent(".kata/kept-snapshot")
        try FileManager.default.moveItem(at: snapshotFolder, to: kept)
        let unjudged = try kata("run", "shelf")
        XCTAssertEqual(unjudged.status, 1, unjudged.standardOutput + unjudged.standardError)
        XCTAssertTrue(unjudged.standardOutput.contains("""
            ✗ the change leaves the format's existing code as it was
                the snapshot of your first act (.kata/snapshots/shelf) is missing or damaged, so what the change cost cannot be measured
            """), unjudged.standardOutput)
        XCTAssertTrue(unjudged.standardOutput.contains("run `kata reset shelf` (your files are backed up first)"), unjudged.standardOutput)
        try FileManager.default.moveItem(at: kept, to: snapshotFolder)

        // `--act 1` still runs the first act alone.
        let first = try kata("run", "shelf", "--act", "1")
        XCTAssertEqual(first.status, 0)
        XCTAssertFalse(first.standardOutput.contains("the label is"), first.standardOutput)

        // Reset: both acts start over, the files backed up first, the change's checks unlinked.
        let reset = try kata("reset", "shelf")
        XCTAssertEqual(reset.status, 0, reset.standardError)
        let backup = try XCTUnwrap(reset.standardOutput.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix(".kata/backups/shelf-") })
        XCTAssertTrue(try String(contentsOf: workbook.appendingPathComponent("\(backup)Format.swift"), encoding: .utf8).contains("uppercased"))
        XCTAssertEqual(progress().status, .notStarted)
        XCTAssertNil(progress().change)
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: link), "the change's checks are unlinked")
        XCTAssertNil(ActSnapshot.load(of: "shelf", root: workbook), "the snapshot is gone with the acts")
        XCTAssertTrue(FileManager.default.fileExists(atPath: workbook.appendingPathComponent(String(backup.dropLast()) + "-act-1-snapshot/declarations.json").path),
                      "the snapshot is backed up beside the files")
        let again = try kata("run", "shelf")
        XCTAssertEqual(again.status, 1, "act 1 again, on the starter: " + again.standardOutput)
        XCTAssertFalse(again.standardOutput.contains("Act 2"), again.standardOutput)
    }

    /// `kata grade` grades the first act, whatever progress says, and with `--act 2` both acts'
    /// checks; the change's checks are linked in for the grading only.
    func testGradeGradesTheFirstActUnlessAskedForTheSecond() throws {
        let catalog = try Catalog(root: workbook)
        let shelf = try catalog.kata("shelf")
        let link = workbook.appendingPathComponent(shelf.changeChecksLinkPath).path
        let starter = try String(contentsOf: workbook.appendingPathComponent("Katas/Shelf/Shelf.swift"), encoding: .utf8)
        let fileManager = FileManager.default
        func submission(_ reference: String) throws -> String {
            let folder = workbook.appendingPathComponent("../kata-submission-\(UUID().uuidString)").standardizedFileURL
            addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
            try fileManager.createDirectory(at: folder.appendingPathComponent("Katas"), withIntermediateDirectories: true)
            try fileManager.copyItem(at: workbook.appendingPathComponent(reference), to: folder.appendingPathComponent("Katas/Shelf"))
            return folder.path
        }
        let changed = try submission("Solutions/Changes/Shelf")

        let first = try kata("grade", changed)
        XCTAssertEqual(first.status, 0, first.standardOutput + first.standardError)
        XCTAssertTrue(first.standardOutput.contains("shelf  pass      2 of 2 checks pass"), "the first act by default: " + first.standardOutput)
        XCTAssertFalse(first.standardOutput.contains("The second act"), first.standardOutput)

        let second = try kata("grade", changed, "--act", "2")
        XCTAssertEqual(second.status, 0, second.standardOutput + second.standardError)
        XCTAssertTrue(second.standardOutput.contains("shelf  pass      3 of 3 checks pass"), "the change's check too: " + second.standardOutput)
        XCTAssertTrue(second.standardOutput.contains("The second act: shelf graded on both acts' checks (the change requests')."), second.standardOutput)
        XCTAssertNil(try? fileManager.destinationOfSymbolicLink(atPath: link), "the change's checks were linked for the grading only")

        let unchanged = try submission("Solutions/Shelf")
        let missing = try kata("grade", unchanged, "--act", "2")
        XCTAssertEqual(missing.status, 2, "the first act's code lacks the change's API: " + missing.standardOutput + missing.standardError)
        XCTAssertNil(try? fileManager.destinationOfSymbolicLink(atPath: link))
        XCTAssertEqual(try String(contentsOf: workbook.appendingPathComponent("Katas/Shelf/Shelf.swift"), encoding: .utf8), starter,
                       "the workbook's own files are back")
        XCTAssertEqual(try kata("grade", unchanged, "--act", "3").status, 64)
    }
}
