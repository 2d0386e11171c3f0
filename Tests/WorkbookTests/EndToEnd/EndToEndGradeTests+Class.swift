import XCTest

/// `kata grade <class folder>`: a class of five made from the fixture workbook, graded into a
/// gradebook and compared for similarity.
extension EndToEndGradeTests {
    static let alicesMixed = """
        func double(_ value: Int) -> Int {
            value + value
        }

        func triple(_ value: Int) -> Int {
            [value, value, value].reduce(0, +)
        }

        func unfinished() -> Int {
            let parts = [3, 4, 5]
            var remaining = parts.reduce(0, +)
            for part in parts { remaining -= part }
            return remaining
        }

        func spin() -> Int {
            var count = 0
            while count < 1_000 { count &+= 1 }
            return count - 1_000
        }

        func chatty() -> Int {
            print("hello from the learner's code")
            print("a second line")
            return 1
        }
        """

    static let davesMixed = """
        func double(_ value: Int) -> Int { 2 * value }

        func triple(_ value: Int) -> Int { value * 2 }

        func unfinished() -> Int { Int("0") ?? -1 }

        func spin() -> Int { (1...10).contains(11) ? 1 : 0 }

        func chatty() -> Int {
            print("hello from the learner's code")
            print("a second line")
            return 1
        }
        """

    /// alice and bob hand in the same code, carol the reference, dave code of his own (and an
    /// edited hidden check), erin the workbook untouched: each a whole copy of the workbook's Katas.
    func makeClass(at folder: URL) throws {
        let fileManager = FileManager.default
        let mixed: [String: String?] = [
            "alice": Self.alicesMixed, "bob": Self.alicesMixed,
            "carol": try String(contentsOf: Self.workbook.appendingPathComponent("Solutions/Mixed/Mixed.swift"), encoding: .utf8),
            "dave": Self.davesMixed, "erin": nil,
        ]
        for (learner, code) in mixed {
            let copy = folder.appendingPathComponent(learner)
            try fileManager.createDirectory(at: copy, withIntermediateDirectories: true)
            try fileManager.copyItem(at: Self.workbook.appendingPathComponent("Katas"), to: copy.appendingPathComponent("Katas"))
            if let code {
                try code.write(to: copy.appendingPathComponent("Katas/Mixed/Mixed.swift"), atomically: true, encoding: .utf8)
            }
        }
        let check = folder.appendingPathComponent("dave/Sources/Checks/Mixed/MixedChecks.swift")
        try fileManager.createDirectory(at: check.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// every check passes\n".write(to: check, atomically: true, encoding: .utf8)
        try "notes at the top are left alone\n".write(to: folder.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
    }

    func testAClassFolderIsGradedIntoAGradebookAndItsCopiesAreFound() throws {
        let group = Self.root.appendingPathComponent("class")
        try makeClass(at: group)
        let katas = Self.workbook.appendingPathComponent("Katas")
        let before = snapshot(katas)

        let started = Date()
        let similarity = try runKata(["grade", group.path, "--similarity", "--json"], in: Self.workbook, timeout: 60)
        let seconds = Date().timeIntervalSince(started)
        XCTAssertEqual(similarity.status, 0, similarity.standardError)
        XCTAssertLessThan(seconds, 5, "similarity builds nothing")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(similarity.standardOutput.utf8)) as? [String: Any], similarity.standardOutput)
        XCTAssertEqual(document["submissions"] as? [String], ["alice", "bob", "carol", "dave", "erin"])
        XCTAssertEqual(document["threshold"] as? Double, 80)
        let pairs = try XCTUnwrap(document["pairs"] as? [[String: Any]])
        let found = pairs.map { pair in
            "\(pair["kata"] as? String ?? "") \((pair["submissions"] as? [String] ?? []).joined(separator: " ~ ")) "
                + "\(String(format: "%.0f", pair["similarity"] as? Double ?? -1))% reference: \(pair["reference"] as? Bool == true)"
        }
        XCTAssertEqual(found, ["mixed alice ~ bob 100% reference: false", "mixed carol ~ Solutions/Mixed 100% reference: true"], similarity.standardOutput)
        // The evidence: where the copied pair matches, on both sides.
        let copied = try XCTUnwrap(pairs.first { $0["submissions"] as? [String] == ["alice", "bob"] })
        let regions = try XCTUnwrap(copied["regions"] as? [[String: Any]])
        XCTAssertFalse(regions.isEmpty, similarity.standardOutput)
        for region in regions {
            XCTAssertEqual((region["spans"] as? [[String: Any]])?.map { $0["file"] as? String }, ["Katas/Mixed/Mixed.swift", "Katas/Mixed/Mixed.swift"])
        }
        XCTAssertEqual(copied["copy"] as? Bool, true)
        print("similarity on the fixture class (\(String(format: "%.2f", seconds)) s):\n" + similarity.standardOutput)
        let lowered = try runKata(["grade", group.path, "--similarity", "--threshold", "0"], in: Self.workbook, timeout: 60)
        print("every pair of the fixture class:\n" + lowered.standardOutput)
        // Below the copy threshold a pair only shares code: "copy" is said of the 100 % pairs alone.
        for line in lowered.standardOutput.components(separatedBy: "\n") where line.hasPrefix("mixed: ") {
            XCTAssertEqual(line.contains("copy"), line.contains("100.00%"), line)
        }
        let page = try runKata(["grade", group.path, "--similarity", "--html"], in: Self.workbook, timeout: 60)
        XCTAssertTrue(page.standardOutput.contains("<h3>alice · Katas/Mixed/Mixed.swift:"), page.standardOutput)

        let csvFile = Self.root.appendingPathComponent("out/grades.csv")
        let grade = try runKata(["grade", group.path, "--format", "csv", "--output", csvFile.path, "--timeout", "1"],
                                in: Self.workbook, environment: ["KATA_CHECK_TIMEOUT": "1"], timeout: 900)
        XCTAssertEqual(grade.status, 0, grade.standardError)
        let csv = try String(contentsOf: csvFile, encoding: .utf8)
        print("gradebook of the fixture class:\n" + csv + grade.standardError)
        // broken does not compile in the workbook's Katas (every learner's copy); mixed is each
        // learner's own: erin's is the starter (0: what it passes earns nothing), alice's, bob's
        // and carol's pass every check, dave's fails one; hostile, noisy and passing are the
        // workbook's, the same for every learner.
        let lines = csv.components(separatedBy: "\r\n")
        XCTAssertEqual(lines.first, "Username,broken,mixed,hostile,noisy,passing,Total")
        XCTAssertEqual(lines.last, "", "every line ends with CRLF")
        let rows = lines.dropFirst().dropLast().map { $0.components(separatedBy: ",") }
        XCTAssertEqual(rows.map { $0[0] + "," + $0[1] }, ["alice,0.00", "bob,0.00", "carol,0.00", "dave,0.00", "erin,0.00"], csv)
        let mixed = rows.map { Double($0[2]) ?? -1 }
        XCTAssertEqual(mixed[4], 0, "the untouched starter earns nothing: \(csv)")
        XCTAssertEqual(Set(mixed[0...2]).count, 1, "alice, bob and carol pass every check: \(csv)")
        XCTAssertTrue(mixed[0] > mixed[3] && mixed[3] > 0, "dave fails one check of mixed: \(csv)")
        XCTAssertEqual(Set(rows.map { $0[3..<6].joined(separator: ",") }).count, 1, "the workbook's own katas score alike: \(csv)")
        for row in rows {
            let sum = row[1..<6].compactMap(Double.init).reduce(0, +)
            XCTAssertEqual(Double(row[6]) ?? -1, sum, accuracy: 0.011, "the total is the sum of the katas: \(row)")
            XCTAssertTrue(row[1...].allSatisfy { $0.range(of: #"^\d+\.\d\d$"#, options: .regularExpression) != nil }, "two decimals: \(row)")
        }
        XCTAssertTrue(grade.standardError.contains("grading erin (5 of 5)…"), grade.standardError)
        XCTAssertEqual(snapshot(katas), before, "the instructor's katas are put back")
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.workbook.appendingPathComponent(".kata/grading").path))
    }

    func testAClassIsShownAsATableWithTheEditsOfTheWorkbooksOwnFiles() throws {
        let group = Self.root.appendingPathComponent("class-table")
        try makeClass(at: group)
        for learner in ["alice", "bob", "carol"] { try FileManager.default.removeItem(at: group.appendingPathComponent(learner)) }
        let table = try runKata(["grade", group.path, "--timeout", "1"], in: Self.workbook, environment: ["KATA_CHECK_TIMEOUT": "1"], timeout: 900)
        XCTAssertEqual(table.status, 0, table.standardError)
        let lines = table.standardOutput.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 7, table.standardOutput)
        XCTAssertEqual(lines.first, "learner  broken  mixed  hostile  noisy  passing   total")
        XCTAssertTrue(lines[1].hasPrefix("(of) "), table.standardOutput)
        XCTAssertTrue(lines[2].hasPrefix("dave       0.00 "), table.standardOutput)
        XCTAssertTrue(lines[3].hasPrefix("erin       0.00   0.00 "), table.standardOutput)
        XCTAssertEqual(Array(lines.suffix(3)), ["", "dave: the workbook's own files edited or added (ignored): Sources/Checks/Mixed/MixedChecks.swift", ""])
    }

    func testCtrlCDuringAClassPutsTheKatasBackAndSaysHowFarItGot() throws {
        let group = Self.root.appendingPathComponent("class-interrupted")
        try makeClass(at: group)
        for learner in ["alice", "bob", "carol"] { try FileManager.default.removeItem(at: group.appendingPathComponent(learner)) }
        let katas = Self.workbook.appendingPathComponent("Katas")
        let before = snapshot(katas)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.kataBin)
        // Interrupted a second into erin's grade (her katas being built, or checked).
        process.arguments = ["grade", group.path, "--format", "csv", "--output", Self.root.appendingPathComponent("interrupted.csv").path, "--timeout", "1"]
        process.currentDirectoryURL = Self.workbook
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let backup = Self.workbook.appendingPathComponent(".kata/grading/complete").path
        let deadline = Date().addingTimeInterval(300)
        var sawErin = false
        var text = ""
        while Date() < deadline && process.isRunning && !sawErin {
            // dave's grade ends (his spin() ends); erin's begins.
            usleep(200_000)
            text += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
            sawErin = text.contains("grading erin (2 of 2)")
        }
        XCTAssertTrue(sawErin, text)
        sleep(1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: backup), "erin's files are in place")
        process.interrupt()
        process.waitUntilExit()
        text += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 130)
        XCTAssertTrue(text.contains("stopped while grading erin, 2 of 2: graded 1 (dave); nothing was written, and this workbook's katas are back"), text)
        XCTAssertEqual(snapshot(katas), before, "every instructor's file is back")
        XCTAssertFalse(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("interrupted.csv").path))
    }

    func testAClassFolderThatMixesSubmissionsWithOtherFoldersIsRefused() throws {
        let group = Self.root.appendingPathComponent("mixed-class")
        try FileManager.default.createDirectory(at: group.appendingPathComponent("ada/Katas/Mixed"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: group.appendingPathComponent("photos"), withIntermediateDirectories: true)
        let run = try runKata(["grade", group.path], in: Self.workbook, timeout: 60)
        XCTAssertEqual(run.status, 64, run.standardError)
        XCTAssertTrue(run.standardError.contains("mixes learners' submissions (ada) with what is not one: photos"), run.standardError)
        let empty = Self.root.appendingPathComponent("empty-class")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let emptyRun = try runKata(["grade", empty.path], in: Self.workbook, timeout: 60)
        XCTAssertEqual(emptyRun.status, 64, emptyRun.standardError)
        XCTAssertTrue(emptyRun.standardError.contains("is empty"), emptyRun.standardError)
    }
}
