import XCTest

/// A pack (Fixtures/Pack: a package of its own with one kata, depending on the workbook's
/// package for KataKit) in `Packs/tiny` of a copy of the fixture workbook: `kata list` shows
/// its kata under its name, `kata run` runs it in the pack's package (the starter fails, the
/// reference passes), `kata dev check` proves it, and `kata dev new` adds a second one that
/// `kata dev check` proves too.
final class EndToEndPackTests: XCTestCase {
    func testAPacksKataIsListedRunAndProvedAndDevNewAddsOneThatHolds() throws {
        let workbook = makeFixtureWorkbook()
        defer { try? FileManager.default.removeItem(at: workbook) }
        let pack = workbook.appendingPathComponent("Packs/tiny")
        try FileManager.default.createDirectory(at: pack.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Pack"), to: pack)

        let list = try runKata(["list", "--no-color"], in: workbook)
        XCTAssertEqual(list.status, 0, list.standardError)
        let listed = list.standardOutput.components(separatedBy: "Pack tiny").last ?? ""
        XCTAssertTrue(list.standardOutput.contains("Pack tiny (Packs/tiny: swift run kata run <kata>)"), list.standardOutput)
        XCTAssertTrue(listed.contains("greetings"), list.standardOutput)

        let starter = try runKata(["run", "greetings", "--no-color", "--timeout", "10"], in: workbook, timeout: 1200)
        XCTAssertEqual(starter.status, 1, starter.standardOutput + starter.standardError)
        XCTAssertTrue(starter.standardOutput.contains("✗ the greeting names the person"), starter.standardOutput)

        let reference = try runKata(["run", "tiny/greetings", "--solution", "--no-color", "--timeout", "10"], in: workbook, timeout: 600)
        XCTAssertEqual(reference.status, 0, reference.standardOutput + reference.standardError)
        XCTAssertTrue(reference.standardOutput.contains("✓ Greeting imports only Foundation"), reference.standardOutput)

        let proof = try runKata(["dev", "check", "greetings", "--no-color"], in: workbook, timeout: 600)
        XCTAssertEqual(proof.status, 0, proof.standardOutput + proof.standardError)
        XCTAssertTrue(proof.standardOutput.contains("greetings holds for its author"), proof.standardOutput)

        // A second kata, scaffolded in the pack's folder, holds as it is written.
        let new = try runKata(["dev", "new", "farewells", "--no-color"], in: pack)
        XCTAssertEqual(new.status, 0, new.standardOutput + new.standardError)
        XCTAssertTrue(new.standardOutput.contains("Prove it: swift run --package-path ../.. kata dev check farewells"),
                      "the command printed works from the pack's folder: " + new.standardOutput)
        let manifest = try String(contentsOf: pack.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("    \"Greetings\",\n    \"Farewells\",\n]"), manifest)
        let again = try runKata(["dev", "new", "farewells", "--no-color"], in: pack)
        XCTAssertEqual(again.status, 64, "a taken id is a usage mistake: " + again.standardError)
        XCTAssertTrue(again.standardError.contains("the catalog has a kata farewells or a module Farewells already: nothing was written"), again.standardError)
        XCTAssertEqual(try String(contentsOf: pack.appendingPathComponent("Package.swift"), encoding: .utf8), manifest, "nothing was written")
        let second = try runKata(["dev", "check", "farewells", "--no-color"], in: pack, timeout: 600)
        XCTAssertEqual(second.status, 0, second.standardOutput + second.standardError)
        XCTAssertTrue(second.standardOutput.contains("farewells holds for its author"), second.standardOutput)
    }
}
