import XCTest
@testable import Workbook

/// The similarity of a class's code: normalised tokens, winnowed fingerprints, and the pairs.
final class SimilarityTests: XCTestCase {
    let sample = """
        /// Validates a trip before it is saved.
        struct TripValidator {
            let maximumDays: Int

            func validate(name: String, days: Int) -> String? {
                let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty { return "A trip needs a name." }
                guard days > 0 else { return "A trip lasts at least a day." }
                if days > maximumDays { return "A trip lasts at most \\(maximumDays) days." }
                var count = 0
                for character in trimmed where character.isLetter { count += 1 }
                return count < 2 ? "A name has two letters or more." : nil
            }
        }
        """

    /// The same code with every name changed, other literals, other comments and another layout.
    let renamedAndReformatted = """
        // My validator
        struct Checker
        {
            let longest : Int
            func check(title: String, length: Int) -> String?
            {
                let clean = title.trimmingCharacters(in: .whitespacesAndNewlines)   // trim
                if clean.isEmpty
                { return "Name missing" }
                guard length > 1 else { return "Too short" }
                if length > longest { return "At most \\(longest)" }
                var letters = 10
                for c in clean where c.isLetter { letters += 2 }
                return letters < 3 ? "Two letters" : nil
            }
        }
        """

    /// Code for the same task, written another way.
    let different = """
        enum TripProblem: Error { case noName, tooShort, tooLong(Int), fewLetters }

        func problems(in name: String, lasting days: Int, upTo limit: Int) -> [TripProblem] {
            var found: [TripProblem] = []
            let letters = name.filter(\\.isLetter)
            switch letters.count {
            case 0: found.append(.noName)
            case 1: found.append(.fewLetters)
            default: break
            }
            if !(1...limit).contains(days) { found.append(days < 1 ? .tooShort : .tooLong(limit)) }
            return found
        }
        """

    func testTokensLeaveOutNamesLiteralsCommentsAndLayout() {
        XCTAssertEqual(NormalisedTokens.of("let total = price * 3 // VAT\n"), ["let", "x", "=", "x", "*", "0"])
        XCTAssertEqual(NormalisedTokens.of("var `default`=0x2A/* a /* nested */ comment */+1.5e-3"), ["var", "x", "=", "0", "+", "0"])
        XCTAssertEqual(NormalisedTokens.of(##"print("sum: \(a + $0) done", #"raw \#(b)"#)"##),
                       ["x", "(", "\"\"", "x", "+", "x", ",", "\"\"", "x", ")"])
        XCTAssertEqual(NormalisedTokens.of("guard let x = y?.z else { return nil }"),
                       ["guard", "let", "x", "=", "x", "?.", "x", "else", "{", "return", "nil", "}"])
        XCTAssertEqual(NormalisedTokens.of("\"\"\"\n  a \"quoted\" line\n  \"\"\" + s"), ["\"\"", "+", "x"])
    }

    func testRenamingAndReformattingKeepTheFingerprints() {
        let original = Fingerprints(files: [sample])
        let copy = Fingerprints(files: [renamedAndReformatted])
        XCTAssertGreaterThan(original.count, 10)
        XCTAssertEqual(copy.similarity(to: original), 100, "renamed and reformatted: \(copy.shared(with: original)) of \(original.count) shared")
    }

    func testDifferentCodeForTheSameTaskStaysLow() {
        let figure = Fingerprints(files: [different]).similarity(to: Fingerprints(files: [sample]))
        XCTAssertLessThan(figure, 20, "different code: \(figure)%")
    }

    func testCodeCopiedThenPaddedStillReadsAsTheCopy() {
        let padded = renamedAndReformatted + "\n" + different
        XCTAssertEqual(Fingerprints(files: [padded]).similarity(to: Fingerprints(files: [sample])), 100)
    }

    func code(_ name: String, _ text: String, secondAct: Bool = false) -> SimilarityReport.Code {
        .init(name: name, files: [SourceFile(path: "Katas/Trip/\(name).swift", text: text)], secondAct: secondAct)
    }

    func testTheStartersCodeIsNotSimilarity() {
        // Two learners who left the starter as it was and added nothing share nothing.
        let pairs = SimilarityReport.pairs(kata: "trip", learners: [code("ada", sample), code("bo", sample)],
                                           starter: [sample], references: [], threshold: 80)
        XCTAssertEqual(pairs, [])
        let copied = SimilarityReport.pairs(kata: "trip", learners: [code("ada", sample), code("bo", renamedAndReformatted), code("cy", different)],
                                            starter: [], references: [code("Solutions/Trip", different)], threshold: 80)
        XCTAssertEqual(copied.map { "\($0.submissions.joined(separator: " ~ ")) \($0.similarity) \($0.reference) \($0.copy)" },
                       ["ada ~ bo 100.0 false true", "cy ~ Solutions/Trip 100.0 true true"])
    }

    /// A copied pair shows where: the lines on both sides, each side's own (bo's copy is laid
    /// out on more lines), and the same words for both learners.
    func testACopiedPairShowsItsMatchedRegions() throws {
        let padded = different + "\n" + renamedAndReformatted
        let pairs = SimilarityReport.pairs(kata: "trip", learners: [code("ada", sample), code("bo", padded)], starter: [], references: [], threshold: 80)
        let pair = try XCTUnwrap(pairs.first)
        XCTAssertEqual(pair.regions.map { $0.spans.map(\.shown) }, [["Katas/Trip/ada.swift:2-13", "Katas/Trip/bo.swift:15-28"]])
        let report = SimilarityReport(threshold: 80, copyThreshold: 80, submissions: ["ada", "bo"], pairs: pairs)
        XCTAssertEqual(report.text.components(separatedBy: "\n").dropFirst(), [
            "trip: ada and bo share 100.00% of their code, \(pair.shared) of \(pair.shared) fingerprints: a copy, one of the other's or both of a third's (which, the figures cannot tell)",
            "    Katas/Trip/ada.swift:2-13  ~  Katas/Trip/bo.swift:15-28",
        ])
        // Swapped, the words are the same but for the order of the names.
        let swapped = SimilarityReport.pairs(kata: "trip", learners: [code("bo", padded), code("ada", sample)], starter: [], references: [], threshold: 80)
        XCTAssertEqual(SimilarityReport.verdict(try XCTUnwrap(swapped.first)).replacingOccurrences(of: "bo and ada", with: "ada and bo"),
                       SimilarityReport.verdict(pair))
    }

    /// A threshold lowered lists more pairs, and calls none below the copy threshold a copy.
    func testBelowTheCopyThresholdAPairOnlySharesCode() throws {
        let half = sample.components(separatedBy: "\n").prefix(8).joined(separator: "\n") + "\n}}\n" + different
        let codes = [code("ada", sample), code("bo", half), code("Solutions/Trip", half)]
        let pairs = SimilarityReport.pairs(kata: "trip", learners: Array(codes.prefix(2)), starter: [], references: [codes[2]], threshold: 10)
        XCTAssertEqual(pairs.count, 3, "ada and bo, each with the reference")
        var report = SimilarityReport(threshold: 10, copyThreshold: SimilarityReport.copyThreshold(listing: 10), submissions: ["ada", "bo"], pairs: pairs)
        report.code = SimilarityReport.code(of: pairs, in: codes)
        let partial = try XCTUnwrap(pairs.first { !$0.submissions.contains("Solutions/Trip") && $0.submissions.contains("bo") })
        XCTAssertTrue((10..<80).contains(partial.similarity), "\(partial.similarity)")
        XCTAssertFalse(partial.copy)
        XCTAssertFalse(partial.regions.isEmpty)
        let lines = report.text.components(separatedBy: "\n").filter { $0.hasPrefix("trip: ") }
        XCTAssertTrue(lines.contains { $0.hasPrefix("trip: ada and bo share \(String(format: "%.2f", partial.similarity))% of their code, ") && !$0.contains("copy") },
                      report.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("trip: bo's code is a copy of the reference") }, report.text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("trip: ada's code shares ") && !$0.contains("copy") }, report.text)
        XCTAssertTrue(report.text.hasPrefix("Pairs that share 10% of their code or more (of 2 submissions; called a copy from 80%)"), report.text)
        let page = SimilarityPage.html(report)
        XCTAssertEqual(page.components(separatedBy: "<section").count - 1, 3)
        XCTAssertTrue(page.contains("<span class=\"line matched\"><i>2</i>struct TripValidator {</span>"), page)
    }

    /// The second act's reference is compared only with a learner who opened the second act.
    func testTheSecondActsReferenceOnlyForLearnersWhoOpenedIt() {
        let pairs = SimilarityReport.pairs(kata: "trip", learners: [code("ada", sample), code("bo", sample, secondAct: true)], starter: [],
                                           references: [code("Solutions/Changes/Trip", sample, secondAct: true)], threshold: 80)
        XCTAssertEqual(pairs.filter(\.reference).map(\.submissions), [["bo", "Solutions/Changes/Trip"]])
    }

    func testTheSecondActIsOpenedWhereTheProgressFileSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opened-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let progress = folder.appendingPathComponent("workbook-main/.kata/progress.json")
        try FileManager.default.createDirectory(at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"version": 1, "katas": {"trip": {"status": "pass", "change": {"openedAt": 0}}, "todos": {"status": "pass"}}}"#
            .write(to: progress, atomically: true, encoding: .utf8)
        XCTAssertEqual(Submission.openedSecondAct(in: folder, katas: ["trip", "todos"]), ["trip"], "in a zipped folder")
        XCTAssertEqual(Submission.openedSecondAct(in: folder.appendingPathComponent("workbook-main"), katas: ["trip", "todos"]), ["trip"])
        let linked = folder.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked.appendingPathComponent(".kata"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent(".kata/progress.json"), withDestinationURL: progress)
        XCTAssertEqual(Submission.openedSecondAct(in: linked, katas: ["trip"]), [], "a link is not followed")
    }

    /// The figures that justify the threshold, on this package's own katas, each against its
    /// kata's reference with the starter's fingerprints taken out: the structurally different
    /// correct designs (the fixtures that are whole programs) stay far below it; the reference
    /// with every name changed, and the wrong-design fixtures (the reference with one part
    /// changed, for one rule), are far above it.
    func testDesignFixturesAgainstTheirReferences() throws {
        let designs = packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Designs")
        var whole: [String: Double] = [:]
        var changed: [Double] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: designs.path).sorted() where !module.hasPrefix(".") {
            let starter = Fingerprints(files: SimilarityReport.swiftFiles(in: packageRoot.appendingPathComponent("Starters/\(module)")).map(\.text))
            let referenceFiles = Self.swiftFiles(in: packageRoot.appendingPathComponent("Solutions/\(module)"))
            let reference = Fingerprints(files: Array(referenceFiles.values)).subtracting(starter)
            for design in try FileManager.default.contentsOfDirectory(atPath: designs.appendingPathComponent(module).path).sorted() {
                let folder = designs.appendingPathComponent("\(module)/\(design)")
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("expected.json").path),
                      let expected = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                var files = Self.swiftFiles(in: folder)
                if expected["base"] as? String == "solution" {
                    files = referenceFiles.merging(files) { $1 }
                    for deleted in expected["deleted"] as? [String] ?? [] { files[deleted] = nil }
                }
                let figure = Fingerprints(files: Array(files.values)).subtracting(starter).similarity(to: reference)
                if expected["base"] as? String == "solution" { changed.append(figure) } else { whole["\(module)/\(design)"] = figure }
            }
        }
        changed.sort()
        print("whole designs against the reference: " + whole.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.1f", $0.value))%" }.joined(separator: ", "))
        print("the reference with one part changed (\(changed.count) fixtures): lowest \(String(format: "%.1f", changed.first ?? 0))%, "
              + "median \(String(format: "%.1f", changed.isEmpty ? 0 : changed[changed.count / 2]))%, "
              + "\(changed.filter { $0 >= SimilarityReport.defaultThreshold }.count) at or above \(GradeResults.shown(SimilarityReport.defaultThreshold))%")
        XCTAssertEqual(whole["DDDTodos/renamed-solution"], 100)
        for (design, figure) in whole where design != "DDDTodos/renamed-solution" {
            XCTAssertLessThan(figure, SimilarityReport.defaultThreshold / 2, "\(design) is a design of its own")
        }
        XCTAssertGreaterThan(changed.count, 100)
        XCTAssertGreaterThanOrEqual(changed[changed.count / 10], SimilarityReport.defaultThreshold, "nine in ten near-copies of the reference are found")
    }

    /// The Swift files under `folder` by their paths.
    static func swiftFiles(in folder: URL) -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        var files: [String: String] = [:]
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
        }
        return files
    }
}
