import XCTest

/// End-to-end: the learner's files, lesson and progress are never lost; the package is found
/// however `kata` is reached; learners' text cannot drive the terminal.
extension EndToEndTests {
    private var workbook: URL { Self.workbook }

    private func file(_ path: String) -> URL { workbook.appendingPathComponent(path) }

    private func text(_ path: String) throws -> String { try String(contentsOf: file(path), encoding: .utf8) }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(at: file(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file(path), atomically: true, encoding: .utf8)
    }

    // MARK: - kata reset

    func testResetKeepsTheLessonAndEveryOtherFileAndRemovesAddedSwiftFiles() throws {
        let lesson = try text("Katas/Mixed/README.md")
        let starter = try text("Starters/Mixed/Mixed.swift")
        try write(starter + "// my work\n", to: "Katas/Mixed/Mixed.swift")
        try write("func extra() {}\n", to: "Katas/Mixed/Extra.swift")
        try write("my notes\n", to: "Katas/Mixed/notes.md")
        try write("deep\n", to: "Katas/Mixed/Notes/deep.txt")
        defer {
            try? FileManager.default.removeItem(at: file("Katas/Mixed/notes.md"))
            try? FileManager.default.removeItem(at: file("Katas/Mixed/Notes"))
        }
        let result = try runKata(["reset", "mixed"], in: workbook)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: file("Katas/Mixed").path).sorted(),
                       ["Mixed.swift", "Notes", "Notes/deep.txt", "README.md", "notes.md"])
        XCTAssertEqual(try text("Katas/Mixed/Mixed.swift"), starter)
        XCTAssertEqual(try text("Katas/Mixed/README.md"), lesson)
        XCTAssertEqual(try text("Katas/Mixed/notes.md"), "my notes\n")
        XCTAssertEqual(try text("Katas/Mixed/Notes/deep.txt"), "deep\n")
        let backup = try XCTUnwrap(result.standardOutput.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix(".kata/backups/mixed-") })
        XCTAssertEqual(try text("\(backup)Extra.swift"), "func extra() {}\n", "the added file is in the backup")
        XCTAssertEqual(try text("\(backup)Mixed.swift"), starter + "// my work\n")
    }

    func testResetRestoresAKataFolderThatWasDeleted() throws {
        let aside = workbook.appendingPathComponent("Mixed-aside")
        try FileManager.default.moveItem(at: file("Katas/Mixed"), to: aside)
        defer {
            try? FileManager.default.removeItem(at: file("Katas/Mixed"))
            try? FileManager.default.moveItem(at: aside, to: file("Katas/Mixed"))
        }
        let result = try runKata(["reset", "mixed"], in: workbook)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            Katas/Mixed was missing: there was nothing to back up.
            Katas/Mixed is the starter again. Run: swift run kata run mixed
            Its lesson is missing too: git checkout -- Katas/Mixed/README.md brings it back.

            """)
        XCTAssertEqual(try text("Katas/Mixed/Mixed.swift"), try text("Starters/Mixed/Mixed.swift"))
    }

    // MARK: - Progress

    func testAProgressFileThatIsAFolderIsNamedAndKept() throws {
        let progress = file(".kata/progress.json")
        try? FileManager.default.removeItem(at: progress)
        try write("mine\n", to: ".kata/progress.json/notes.txt")
        defer { try? FileManager.default.removeItem(at: progress) }
        let problem = ".kata/progress.json is a folder, not a file: move it out of .kata to keep your progress going."
        let list = try runKata(["list"], in: workbook)
        XCTAssertEqual(list.status, 0)
        XCTAssertEqual(list.standardError,
                       "warning: \(problem) Progress is not shown or saved until then; your code is untouched.\n")
        let run = try runKata(["run", "passing"], in: workbook)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.standardError, "warning: \(problem) (your progress was not saved)\n")
        XCTAssertEqual(try text(".kata/progress.json/notes.txt"), "mine\n")
    }

    // MARK: - Finding the package

    func testAPackageReachedThroughASymlinkShowsCompileErrorsAndTrapLocations() throws {
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("kata-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: workbook)
        defer { try? FileManager.default.removeItem(at: link) }
        let broken = try runKata(["run", "broken"], in: link.appendingPathComponent("Katas"))
        XCTAssertEqual(broken.status, 2, broken.standardError)
        XCTAssertTrue(broken.standardOutput.contains("""
            Katas/Broken/Broken.swift:2:12: error: cannot convert return expression of type 'String' to return type 'Int'
            """), broken.standardOutput)
        let mixed = try runKata(["run", "mixed", "--timeout", "1"], in: link)
        XCTAssertTrue(mixed.standardOutput.contains("""
            ✗ unfinished code is finished (crashed)
                Fatal error: TODO: write unfinished()
                  your code at Katas/Mixed/Mixed.swift:10
            """), mixed.standardOutput)
    }

    /// Xcode runs `kata` in its build products folder: outside any package, `kata` works on the
    /// package it was built from.
    func testOutsideAnyPackageKataUsesThePackageItWasBuiltFrom() throws {
        for directory in [URL(fileURLWithPath: "/"), FileManager.default.temporaryDirectory] {
            let result = try runKata(["list"], in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains("1   vanilla-todos"), result.standardOutput)
        }
    }

    // MARK: - kata report

    func testReportWithNothingReadableIsAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not json".utf8).write(to: folder.appendingPathComponent("ada.json"))
        let result = try runKata(["report", folder.appendingPathComponent("ada.json").path, folder.appendingPathComponent("bob.json").path],
                                 in: workbook)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            warning: \(folder.path)/ada.json: not a `kata check --json` document (not JSON, or truncated); skipped
            warning: \(folder.path)/bob.json: cannot be read (No such file or directory); skipped
            error: none of the files is a `kata check --json` document: nothing to report
            Usage: kata report <file> ... [--json] [--html <file>] [--watch] [--anonymous]
            Each learner writes one with: swift run kata check --json > <name>.json

            """)
    }

    // MARK: - Control characters

    func testReportShowsControlCharactersFromLearnersFilesAsEscapes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = #"{"name": "wipes\u001b[2J\u001b[H", "status": "fail", "message": "retitles\u001b]0;pwned\u0007\nsecond line", "file": null, "line": null, "duration": 0, "output": null}"#
        let results = #"{"version": 1, "status": "fail", "katas": [{"id": "trip\u001b[8m", "status": "fail", "message": null, "started": true, "checks": [\#(check)]}]}"#
        let path = folder.appendingPathComponent("eve\u{1B}]0;x\u{7}.json").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(results.utf8)))
        let plain = try runKata(["report", path], in: workbook)
        XCTAssertEqual(plain.status, 0, plain.standardError)
        XCTAssertEqual(plain.standardOutput, #"""
            1 learner: eve\u{1B}]0;x\u{7}

            kata           pass   fail   error  not started  solution
            trip\u{1B}[8m  0      1      0      0            on pass

            Checks that fail most often
            1× trip\u{1B}[8m: wipes\u{1B}[2J\u{1B}[H
                 retitles\u{1B}]0;pwned\u{7}

            """#)
        let coloured = try runKata(["report", path, "--color"], in: workbook)
        XCTAssertEqual(escapeSequences(in: coloured.standardOutput), ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m"],
                       "the terminal's own colours, and nothing else")
    }

    func testRunAndSolutionShowControlCharactersFromTheLearnersCodeAsEscapes() throws {
        let original = try text("Katas/Passing/Passing.swift")
        defer { try? write(original, to: "Katas/Passing/Passing.swift") }
        try write(#"""
            func greeting(for name: String) -> String {
                print("\u{1B}]0;pwned\u{7}\u{1B}[2Jcleared\r")
                if name.isEmpty { fatalError("\u{1B}[8mhidden") }
                return "Hello, \(name)!"
            }

            """#, to: "Katas/Passing/Passing.swift")
        let run = try runKata(["run", "passing"], in: workbook)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardOutput.contains(#"""
            ✓ the greeting names the person
                output:
                │ \u{1B}]0;pwned\u{7}\u{1B}[2Jcleared\r
            ✗ the greeting of an empty name still greets (crashed)
                Fatal error: \u{1B}[8mhidden
            """#), run.standardOutput)
        XCTAssertEqual(escapeSequences(in: try runKata(["run", "passing", "--color"], in: workbook).standardOutput),
                       ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m", "\u{1B}[32m", "\u{1B}[36m"])
        let diff = try runKata(["solution", "passing", "--diff", "--color", "--now"], in: workbook)
        XCTAssertEqual(diff.status, 0, diff.standardError)
        XCTAssertTrue(diff.standardOutput.contains(#"print("\u{1B}]0;pwned\u{7}\u{1B}[2Jcleared\r")"#), diff.standardOutput)
        XCTAssertEqual(escapeSequences(in: diff.standardOutput), ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[31m", "\u{1B}[36m"])
    }

    func testCompareShowsControlCharactersInTheLearnersFolderNamesAsEscapes() throws {
        try write("struct Part {}\n", to: "Katas/Passing/Bad\u{1B}[2JName/Part.swift")
        defer { try? FileManager.default.removeItem(at: file("Katas/Passing/Bad\u{1B}[2JName")) }
        let table = try runKata(["compare", "passing", "--mine"], in: workbook)
        XCTAssertEqual(table.status, 0, table.standardError)
        XCTAssertTrue(table.standardOutput.contains(#"passing/Bad\u{1B}[2JName  "#), table.standardOutput)
        let markdown = try runKata(["compare", "passing", "--mine", "--markdown"], in: workbook)
        XCTAssertTrue(markdown.standardOutput.contains(#"| `Katas/Passing/Bad\u{1B}[2JName` | 1 | 1 |"#), markdown.standardOutput)
        XCTAssertFalse((table.standardOutput + markdown.standardOutput).contains("\u{1B}"))
    }

    /// Every distinct escape sequence (ESC and what follows up to a letter) in `text`, and any
    /// other control character but newline.
    private func escapeSequences(in text: String) -> Set<String> {
        var found: Set<String> = []
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\u{1B}" {
                let rest = scalars.prefix { !CharacterSet.letters.contains($0) }
                let sequence = String(String.UnicodeScalarView([scalar] + rest + scalars.dropFirst(rest.count).prefix(1)))
                found.insert(sequence)
                scalars = scalars.dropFirst(rest.count + 1)
            } else if scalar.value < 0x20 && scalar != "\n" || (0x7F...0x9F).contains(scalar.value) {
                found.insert(String(scalar))
            }
        }
        return found
    }
}
