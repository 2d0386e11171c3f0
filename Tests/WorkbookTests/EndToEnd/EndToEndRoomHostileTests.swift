import Foundation
import XCTest
@testable import Workbook

/// A room's folder is written by everyone in it: what a learner's file, a forged
/// `.solutions.json` or a claim to be the instructor can and cannot do, on fixture workbooks
/// (room commands build nothing).
final class EndToEndRoomHostileTests: XCTestCase {
    private func makeFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func makeWorkbook() -> URL {
        let workbook = makeFixtureWorkbook()
        addTeardownBlock { try? FileManager.default.removeItem(at: workbook) }
        return workbook
    }

    private func kata(_ arguments: [String], in workbook: URL, environment: [String: String] = [:]) throws -> CommandOutput {
        try runKata(arguments, in: workbook, environment: ["NO_COLOR": "1"].merging(environment) { $1 }, timeout: 60)
    }

    func testTheInstructorRoleNeedsTheRoomsOwnMark() throws {
        let room = try makeFolder("room")
        let teacher = makeWorkbook(), ada = makeWorkbook()

        let created = try kata(["room", "join", room.path, "--instructor"], in: teacher)
        XCTAssertEqual(created.status, 0, created.standardError)
        XCTAssertTrue(created.standardOutput.contains("You are the first to join it as its instructor"), created.standardOutput)
        let secretFile = teacher.appendingPathComponent(".kata/instructor-secrets")
        let secret = try String(contentsOf: secretFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(secret.count, 64)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: secretFile.path)[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let mark = try String(contentsOf: room.appendingPathComponent(".instructor"), encoding: .utf8)
        XCTAssertFalse(mark.contains(secret), "the room holds the secret's hash, not the secret")
        XCTAssertEqual(try kata(["room", "join", room.path, "--instructor"], in: teacher).status, 0, "the instructor joins again")

        // A learner cannot claim the role, nor release or hold for the room.
        XCTAssertEqual(try kata(["room", "join", room.path, "--name", "ada"], in: ada).status, 0)
        let claim = try kata(["room", "join", room.path, "--instructor"], in: ada)
        XCTAssertEqual(claim.status, 64)
        XCTAssertTrue(claim.standardError.contains("the room at \(room.path) has an instructor already"), claim.standardError)
        XCTAssertEqual(RoomMembership.load(root: ada).membership?.role, .learner)
        for word in ["release", "hold"] {
            let decided = try kata(["room", word, "passing", room.path], in: ada)
            XCTAssertEqual(decided.status, 64, word)
            XCTAssertTrue(decided.standardError.contains("only the room's instructor can \(word) a solution"), decided.standardError)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: room.appendingPathComponent(".solutions.json").path))

        // A `.kata/room.json` edited to say "instructor" opens nothing.
        let file = RoomMembership.fileURL(root: ada)
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"learner\"", with: "\"instructor\"")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let solution = try kata(["solution", "passing"], in: ada)
        XCTAssertEqual(solution.status, 1, solution.standardOutput)
        XCTAssertTrue(solution.standardError.contains("your secret does not open the instructor mark"), solution.standardError)

        // The secret is the door: from another copy of the katas, it makes one the instructor.
        let withSecret = try kata(["room", "release", "passing", room.path], in: ada, environment: ["KATA_INSTRUCTOR_SECRET": secret])
        XCTAssertEqual(withSecret.status, 0, withSecret.standardError)

        // A room nobody has joined as its instructor takes no decision.
        let bare = try makeFolder("bare-room")
        let none = try kata(["room", "release", "passing", bare.path], in: teacher)
        XCTAssertEqual(none.status, 64)
        XCTAssertTrue(none.standardError.contains("has no instructor yet"), none.standardError)
    }

    /// Kata ids that restyle a terminal, a version this kata does not know, a damaged file: a
    /// learner's `kata room` prints none of it raw, and the last good decision holds.
    func testAHostileSolutionsFileIsRefusedAndTheLastGoodDecisionHolds() throws {
        let room = try makeFolder("room")
        let teacher = makeWorkbook(), bob = makeWorkbook()
        XCTAssertEqual(try kata(["room", "join", room.path, "--instructor"], in: teacher).status, 0)
        XCTAssertEqual(try kata(["room", "join", room.path, "--name", "bob"], in: bob).status, 0)
        let decisions = room.appendingPathComponent(".solutions.json")

        try Data(#"{"version":1,"katas":{"mixed\u001b]0;pwned\u0007\u001b[2J":"released","passing":"held"}}"#.utf8).write(to: decisions)
        let hostile = try kata(["room"], in: bob)
        XCTAssertEqual(hostile.status, 0)
        XCTAssertFalse((hostile.standardOutput + hostile.standardError).contains("\u{1B}"), hostile.standardOutput)
        XCTAssertTrue(hostile.standardOutput.contains("Solutions released: none; held: passing;"), hostile.standardOutput)

        for (text, reason) in [(#"{"version":99,"katas":{}}"#, "is version 99, and this kata reads version 1"),
                               ("{\"version\":1,\"katas\":{\"passing\":", "is damaged (not JSON)"),
                               (#"{"version":1,"katas":{"passing":"opened"}}"#, "is damaged")] {
            try Data(text.utf8).write(to: decisions)
            let shown = try kata(["room"], in: bob)
            XCTAssertTrue(shown.standardOutput.contains("Solutions released: none; held: passing;"), text + "\n" + shown.standardOutput)
            XCTAssertEqual(shown.standardError.components(separatedBy: "warning:").count - 1, 1, shown.standardError)
            XCTAssertTrue(shown.standardError.contains("the room's .solutions.json \(reason)"), shown.standardError)
            XCTAssertTrue(shown.standardError.contains("following the instructor's decisions as last read"), shown.standardError)
            XCTAssertEqual(try kata(["solution", "passing", "--now"], in: bob).status, 1, "still held: " + text)
        }
        // The instructor's next decision writes a good file again.
        XCTAssertEqual(try kata(["room", "release", "mixed", room.path], in: teacher).status, 0)
        XCTAssertTrue(try kata(["room"], in: bob).standardOutput.contains("Solutions released: mixed; held: none;"))
    }

    /// A learner's file that does not answer (a synced file not downloaded yet; here a FIFO,
    /// which blocks whoever opens it) is skipped after the same 2 s as writes, with one warning;
    /// a write that fails names the system's reason.
    func testRoomReadsAreBoundedInTimeAndFailedWritesSayWhy() throws {
        let room = try makeFolder("slow-room")
        let workbook = makeWorkbook()
        XCTAssertEqual(mkfifo(room.appendingPathComponent("slow.json").path, 0o644), 0)
        try Data(#"{"version":1,"status":"pass","katas":[{"id":"passing","status":"pass","checks":[]}]}"#.utf8)
            .write(to: room.appendingPathComponent("ada.json"))
        let start = Date()
        let shown = try kata(["room", room.path], in: workbook)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(shown.status, 0, shown.standardError)
        XCTAssertLessThan(elapsed, 10)
        XCTAssertTrue(shown.standardOutput.hasPrefix("1 learner: ada"), shown.standardOutput)
        XCTAssertEqual(shown.standardError, "warning: \(room.path)/slow.json: could not be read within 2 s (a synced file not downloaded yet, or a share that does not answer); skipped\n")

        // ada.json is a folder: the write cannot replace it, and says why in the system's words.
        let taken = try makeFolder("taken-room")
        try FileManager.default.createDirectory(at: taken.appendingPathComponent("ada.json"), withIntermediateDirectories: true)
        let join = try kata(["room", "join", taken.path, "--name", "ada"], in: workbook)
        XCTAssertEqual(join.status, 64)
        XCTAssertTrue(join.standardError.contains("cannot write to the room's folder \(taken.path) (Is a directory; read-only or full?)"), join.standardError)
    }

    /// Three learners whose failure message is one 100 MB line, and one whose message is 1 MB:
    /// the page and the terminal stay small, and quick.
    func testAnOversizedRoomStaysSmallAndQuick() throws {
        let room = try makeFolder("big-room")
        let workbook = makeWorkbook()
        func learnerFile(_ name: String, messageSize: Int) -> Data {
            var data = Data(#"{"version":1,"status":"fail","learner":"\#(name)","katas":[{"id":"mixed","status":"fail","started":true,"checks":[{"name":"doubling 2 gives 4","kind":"behaviour","status":"fail","duration":0,"message":""#.utf8)
            data.append(Data(repeating: UInt8(ascii: "x"), count: messageSize))
            data.append(Data(#""}]}]}"#.utf8))
            return data
        }
        for name in ["big1", "big2", "big3"] {
            try learnerFile(name, messageSize: 100_000_000).write(to: room.appendingPathComponent("\(name).json"))
        }
        try learnerFile("mid", messageSize: 1_000_000).write(to: room.appendingPathComponent("mid.json"))
        let page = room.appendingPathComponent("room.html")

        let start = Date()
        let written = try kata(["room", room.path, "--html", page.path], in: workbook)
        let pageTime = Date().timeIntervalSince(start)
        XCTAssertEqual(written.status, 0, written.standardError)
        let pageSize = try Data(contentsOf: page).count
        let terminalStart = Date()
        let shown = try kata(["room", room.path], in: workbook)
        let terminalTime = Date().timeIntervalSince(terminalStart)
        print("oversized room: page \(pageSize) bytes in \(String(format: "%.2f", pageTime)) s; terminal \(shown.standardOutput.utf8.count) bytes in \(String(format: "%.2f", terminalTime)) s")

        XCTAssertLessThan(pageSize, 64 * 1024)
        XCTAssertLessThan(shown.standardOutput.utf8.count, 8 * 1024)
        XCTAssertLessThan(pageTime, 5)
        XCTAssertLessThan(terminalTime, 5)
        for name in ["big1", "big2", "big3"] {
            XCTAssertTrue(shown.standardError.contains("\(name).json: larger than 4 MB (a learner's file is a few KB); skipped"), shown.standardError)
        }
        // The learner under the bound is in the room, with their message cut.
        XCTAssertTrue(shown.standardOutput.contains("1 learner: mid"), shown.standardOutput)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains(String(repeating: "x", count: 1_000) + ""), "the message is shown, cut")
        XCTAssertFalse(html.contains(String(repeating: "x", count: 2_001)), "no more than 2,000 characters of it")
    }
}
