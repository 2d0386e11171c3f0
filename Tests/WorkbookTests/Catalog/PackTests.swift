import XCTest
@testable import Workbook

/// How `kata` finds packs: each folder of `Packs/` with a Package.swift and a catalog, by name;
/// a kata by its id, or by `<pack>/<id>`.
final class PackTests: XCTestCase {
    func testPacksAreTheFoldersOfPacksWithAPackageAndACatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-packs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = #"{"version": 1, "katas": [{"id": "greetings", "module": "Greetings", "title": "", "open": "", "hints": []}]}"#
        for (name, files) in [("tiny", ["Package.swift": "", "Katas/katas.json": catalog]), ("loose", ["Katas/katas.json": catalog]),
                              ("broken", ["Package.swift": "", "Katas/katas.json": "{"])] {
            for (path, text) in files {
                let url = root.appendingPathComponent("Packs/\(name)/\(path)")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let (packs, problems) = Pack.all(in: root)
        XCTAssertEqual(packs.map(\.name), ["tiny"])
        XCTAssertEqual(problems.count, 2)
        XCTAssertTrue(problems[1].hasPrefix("Packs/loose is not a pack: it has no Package.swift"), "\(problems)")
        XCTAssertEqual(Pack.find("greetings", in: packs)?.id, "greetings")
        XCTAssertEqual(Pack.find("tiny/greetings", in: packs)?.pack.name, "tiny")
        XCTAssertNil(Pack.find("other/greetings", in: packs))
        XCTAssertNil(Pack.find("farewells", in: packs))
        XCTAssertEqual(Pack.all(in: root.appendingPathComponent("nowhere")).packs, [])
    }
}
