import Foundation
import XCTest

/// A course keeps its pack in a repository of its own and depends on the workbook the ordinary
/// SwiftPM way, `.package(url:, from: "1.0.0")` (issue 53): SwiftPM refuses unsafe flags in the
/// targets of a product a versioned dependency gives ("the target 'KataKit' in product 'KataKit'
/// contains unsafe build flags"), so this is tried on a tagged copy of this very package, its
/// manifest included, not on the fixture workbook's. The pack (Fixtures/Pack, its manifest
/// pointed at the tag) sits in `Packs/pinned` of a fixture workbook, as a learner clones it there:
/// `kata list` shows its kata, and `kata run` builds it against the release and passes its
/// reference.
final class EndToEndPinnedPackTests: XCTestCase {
    func testAPackPinnedToATaggedReleaseOfTheWorkbookBuildsAndIsListed() throws {
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent("kata-pinned-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: scratch) }
        // The folder's name is the package's identity in a URL dependency, as for
        // https://github.com/<owner>/architecture-katas.git.
        let release = scratch.appendingPathComponent("architecture-katas")
        try fileManager.createDirectory(at: release, withIntermediateDirectories: true)
        try shell("git ls-files -co --exclude-standard -z | tar --null -cf - -T - | tar -xf - -C '\(release.path)'", in: packageRoot)
        try shell("git init -q && git add -A && git -c user.name=course -c user.email=course@example.com commit -qm release "
                  + "&& git tag 1.0.0", in: release)

        let workbook = makeFixtureWorkbook()
        defer { try? fileManager.removeItem(at: workbook) }
        let pack = workbook.appendingPathComponent("Packs/pinned")
        try fileManager.createDirectory(at: pack.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Pack"), to: pack)
        let manifestFile = pack.appendingPathComponent("Package.swift")
        var manifest = try String(contentsOf: manifestFile, encoding: .utf8)
        let byPath = #".package(name: "FixtureWorkbook", path: "../..")"#
        XCTAssertTrue(manifest.contains(byPath), manifest)
        manifest = manifest.replacingOccurrences(of: byPath, with: ".package(url: \"\(release.absoluteString)\", from: \"1.0.0\")")
            .replacingOccurrences(of: #"package: "FixtureWorkbook""#, with: #"package: "architecture-katas""#)
        try manifest.write(to: manifestFile, atomically: true, encoding: .utf8)

        let list = try runKata(["list", "--no-color"], in: workbook)
        XCTAssertEqual(list.status, 0, list.standardError)
        XCTAssertTrue(list.standardOutput.contains("Pack pinned (Packs/pinned: swift run kata run <kata>)"), list.standardOutput)
        XCTAssertTrue((list.standardOutput.components(separatedBy: "Pack pinned").last ?? "").contains("greetings"), list.standardOutput)

        let reference = try runKata(["run", "pinned/greetings", "--solution", "--no-color", "--timeout", "10"], in: workbook, timeout: 900)
        XCTAssertEqual(reference.status, 0, reference.standardOutput + reference.standardError)
        XCTAssertFalse(reference.standardError.contains("unsafe build flags"), reference.standardError)
        XCTAssertTrue(reference.standardOutput.contains("✓ Greeting imports only Foundation"), reference.standardOutput)
        let resolved = try String(contentsOf: pack.appendingPathComponent("Package.resolved"), encoding: .utf8)
        XCTAssertTrue(resolved.contains(#""version" : "1.0.0""#), "the pack is built against the tag:\n" + resolved)
    }

    /// Runs `command` with `sh` in `directory`; a failure fails the test with what it printed.
    private func shell(_ command: String, in directory: URL) throws {
        let result = try runProgram("/bin/sh", ["-c", command], in: directory, timeout: 300)
        guard result.status == 0 else {
            throw NSError(domain: "shell", code: Int(result.status),
                          userInfo: [NSLocalizedDescriptionKey: "`\(command)` failed (\(result.status)): \(result.standardError)"])
        }
    }
}
