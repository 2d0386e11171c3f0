import XCTest
@testable import Workbook

/// `kata dev new`'s scaffold: a kata that meets the contract as a draft, added to the catalog and
/// to Package.swift without disturbing the rest of either file.
final class KataScaffoldTests: XCTestCase {
    private let scaffold = KataScaffold(id: "caching-repository", title: "A repository that caches")

    func testTheModuleIsTheIdInUpperCamelCaseAndOnlyKebabCaseIdsAreTaken() {
        XCTAssertEqual(scaffold.module, "CachingRepository")
        XCTAssertTrue(KataScaffold.isValid(id: "caching-repository"))
        XCTAssertTrue(KataScaffold.isValid(id: "unit-of-work2"))
        for id in ["Caching", "caching--repository", "-caching", "caching_repository", "2fast", "", "a/b"] {
            XCTAssertFalse(KataScaffold.isValid(id: id), id)
        }
    }

    func testTheManifestGainsTheModuleInItsKatasListOnOneLineOrMany() throws {
        let many = "let katas = [\n    \"VanillaTodos\",\n    \"LoginReducer\",\n]\n\nlet changes = [\n    \"LoginReducer\",\n]\n"
        XCTAssertEqual(try scaffold.manifestText(adding: "CachingRepository", to: many),
                       "let katas = [\n    \"VanillaTodos\",\n    \"LoginReducer\",\n    \"CachingRepository\",\n]\n\nlet changes = [\n    \"LoginReducer\",\n]\n")
        let one = "let katas = [\"Broken\", \"Mixed\"]\nlet other = [1]\n"
        XCTAssertEqual(try scaffold.manifestText(adding: "CachingRepository", to: one),
                       "let katas = [\"Broken\", \"Mixed\", \"CachingRepository\"]\nlet other = [1]\n")
        XCTAssertEqual(KataContract.list("katas", in: one), ["Broken", "Mixed"])
        XCTAssertEqual(KataContract.list("changes", in: many), ["LoginReducer"])
        XCTAssertThrowsError(try scaffold.manifestText(adding: "X", to: "let package = Package(name: \"P\")"))
    }

    /// The pack template in AUTHORING.md writes the list's type (`let katas: [String] = [`):
    /// `kata dev new` in a pack started from it adds its kata there (it refused it once).
    func testThePackTemplateOfTheAuthoringGuideGainsTheModule() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("AUTHORING.md"), encoding: .utf8)
        let start = try XCTUnwrap(guide.range(of: "```swift\n// swift-tools-version"), "AUTHORING.md shows a pack's Package.swift")
        let manifest = String(guide[start.upperBound...]).components(separatedBy: "```")[0]
        XCTAssertTrue(manifest.contains("let katas: [String] = ["), manifest)
        let written = try scaffold.manifestText(adding: "CachingRepository", to: manifest)
        XCTAssertEqual(KataContract.list("katas", in: written), ["CachingRepository"])
        XCTAssertEqual(KataContract.list("katas", in: try scaffold.manifestText(adding: "Second", to: written)), ["CachingRepository", "Second"])
        XCTAssertEqual(KataContract.list("katas", in: "var katas = [\"A\"]"), ["A"])
    }

    func testTheCatalogGainsTheEntryLastAndStaysReadable() throws {
        let text = "{\n  \"version\": 1,\n  \"katas\": [\n    {\"id\": \"a\", \"module\": \"A\", \"title\": \"A\", \"open\": \"A.swift\", \"hints\": [\"1\", \"2\", \"3\"]}\n  ]\n}\n"
        let written = try scaffold.catalogText(adding: scaffold.kata, to: text)
        XCTAssertTrue(written.hasPrefix(String(text.prefix(text.count - 7))), "the entries before are kept as they were")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-scaffold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Katas"), withIntermediateDirectories: true)
        try written.write(to: root.appendingPathComponent(Catalog.path), atomically: true, encoding: .utf8)
        let catalog = try Catalog(root: root)
        XCTAssertEqual(catalog.ids, ["a", "caching-repository"])
        XCTAssertEqual(try catalog.kata("caching-repository"), scaffold.kata)
        XCTAssertEqual(scaffold.kata.draft, true)
    }

    /// Written out with a Package.swift that lists it, the scaffold meets every part of the
    /// contract that needs no build (EndToEndPackTests builds one and runs `kata dev check`).
    func testTheScaffoldMeetsTheContract() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-scaffold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in scaffold.files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if file.isLink {
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: file.contents)
            } else {
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        try "let katas = [\n    \"CachingRepository\",\n]\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(KataContract(root: root).findings(for: scaffold.kata).map(\.description), [])
        XCTAssertEqual(KataContract(root: root).lesson(of: scaffold.kata)?.listedRules, ["greeting imports only foundation"])
    }

    func testTheContractNamesWhatAKataLacks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-contract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Katas/Bare"), withIntermediateDirectories: true)
        try "# Bare\n\n## The problem\n\nToo short.\n".write(to: root.appendingPathComponent("Katas/Bare/README.md"), atomically: true, encoding: .utf8)
        try "let katas = [\"Other\"]\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let kata = KataInfo(id: "bare", module: "Bare", title: "Bare", open: "Bare.swift", hints: ["one", "one"])
        XCTAssertEqual(KataContract(root: root).findings(for: kata).map(\.message), [
            "no folder Starters/Bare", "no folder Solutions/Bare", "no folder Sources/Checks/Bare", "no folder Sources/SolutionChecks/Bare",
            "the lesson has 35 characters, not more than 1500: too short to teach",
            "the lesson has no section \"## The architecture rules\"", "the lesson has no section \"## Steps\"",
            "the lesson has no section \"## What is tried at run time\"", "the lesson has no section \"## Boundaries the checks draw\"",
            "the lesson has no section \"## Questions for discussion\"",
            "hints: 2, fewer than 3 (from a nudge to nearly the answer)", "hints: two are the same",
            "Package.swift does not list \"Bare\" in `let katas = [...]`: add it, in workshop order",
        ])
    }
}
