import XCTest
@testable import Workbook

/// End-to-end: what a user types wrong or leaves lying around gets a short, exact answer, and
/// `kata reset` leaves no way for old code to stay compiled.
extension EndToEndTests {
    /// A symlink to a folder of Swift files in a kata would keep that code compiled after "the
    /// starter again": `kata reset` does not keep it (it is in the backup; its folder is untouched).
    func testResetDoesNotKeepASymlinkedFolderOfSwiftFiles() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("kata-linked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        try "func broken() -> Int { \"no\" }\n".write(to: elsewhere.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let link = Self.workbook.appendingPathComponent("Katas/Mixed/Linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        defer { try? FileManager.default.removeItem(at: link) }
        let result = try runKata(["reset", "mixed"], in: Self.workbook)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: Self.workbook.appendingPathComponent("Katas/Mixed").path).sorted(),
                       ["Mixed.swift", "README.md"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("Broken.swift").path), "the folder it led to is untouched")
    }

    func testReportJSONIsTheRoomAsJSON() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = #"{"name": "adds", "status": "fail", "message": "expected 2 but got 3", "file": null, "line": null, "duration": 0, "output": null}"#
        try Data(#"{"version": 1, "status": "fail", "katas": [{"id": "mixed", "status": "fail", "message": null, "checks": [\#(check)]}]}"#.utf8)
            .write(to: folder.appendingPathComponent("ada.json"))
        let result = try runKata(["report", folder.appendingPathComponent("ada.json").path, "--json"], in: Self.workbook)
        XCTAssertEqual(result.status, 0, result.standardError)
        struct Room: Decodable, Equatable {
            struct Row: Decodable, Equatable { var id: String; var failing: [String] }
            struct Failing: Decodable, Equatable { var kata: String; var name: String; var learners: Int; var message: String }
            var learners: [String]
            var katas: [Row]
            var failingChecks: [Failing]
        }
        let room = try JSONDecoder().decode(Room.self, from: Data(result.standardOutput.utf8))
        XCTAssertEqual(room.learners, ["ada"])
        XCTAssertEqual(room.katas.first { $0.id == "mixed" }?.failing, ["ada"])
        XCTAssertEqual(room.failingChecks, [.init(kata: "mixed", name: "adds", learners: 1, message: "expected 2 but got 3")])
    }

    func testAVeryLongUnknownIdIsQuotedShort() throws {
        let id = String(repeating: "x", count: 100_000)
        let result = try runKata(["run", id], in: Self.workbook)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.standardError.split(separator: "\n").first.map(String.init),
                       "error: there is no kata '\(String(repeating: "x", count: 60))… (100000 characters)'")
        XCTAssertLessThan(result.standardError.utf8.count, 400)
    }

    /// The JUnit file's folder does not exist: said at once, before any build or check.
    func testCheckWithAJUnitPathThatCannotBeWrittenFailsBeforeRunningAnything() throws {
        let folder = "/nonexistent-\(UUID().uuidString)"
        let start = Date()
        let result = try runKata(["check", "--junit", folder + "/x.xml"], in: Self.workbook)
        XCTAssertEqual(result.status, 70)
        XCTAssertEqual(result.standardError, "error: cannot write the JUnit report to \(folder)/x.xml: there is no folder \(folder); no check was run\n")
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "nothing was built or run")
    }
}
