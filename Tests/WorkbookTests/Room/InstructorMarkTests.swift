import Foundation
import XCTest
@testable import Workbook

/// The room's instructor mark and a process's state, on their own.
final class InstructorMarkTests: XCTestCase {
    func testAMarkOpensWithItsSecretOnlyAndReadsBackFromItsText() throws {
        let (secret, mark) = InstructorMark.make()
        XCTAssertEqual(secret.count, 64)
        XCTAssertTrue(mark.opens(with: secret))
        XCTAssertFalse(mark.opens(with: String(secret.dropLast()) + (secret.hasSuffix("0") ? "1" : "0")))
        XCTAssertFalse(mark.opens(with: mark.hash), "the hash in the folder is not the secret")
        XCTAssertEqual(InstructorMark(text: mark.text), mark)
        XCTAssertNil(InstructorMark(text: "kata room instructor mark 1\nnot-a-hash\n"))
        XCTAssertNil(InstructorMark(text: "{}"))
        XCTAssertNotEqual(InstructorMark.make().secret, secret)
    }

    func testTheSecretsAreTheWorkbooksAndTheEnvironments() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-secrets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertEqual(InstructorMark.secrets(root: root, environment: [:]), [])
        try InstructorMark.keep("abc", root: root)
        try InstructorMark.keep("abc", root: root)
        try InstructorMark.keep("def", root: root)
        XCTAssertEqual(InstructorMark.secrets(root: root, environment: ["KATA_INSTRUCTOR_SECRET": " xyz\n"]), ["xyz", "abc", "def"])
    }

    func testAProcessIsRunningStoppedOrGone() throws {
        XCTAssertEqual(ProcessState.of(getpid()), .running)
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        let pid = sleeper.processIdentifier
        kill(pid, SIGSTOP)
        let deadline = Date().addingTimeInterval(5)
        while ProcessState.of(pid) != .stopped && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(ProcessState.of(pid), .stopped)
        kill(pid, SIGCONT)
        while ProcessState.of(pid) != .running && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(ProcessState.of(pid), .running)
        sleeper.terminate()
        sleeper.waitUntilExit()
        XCTAssertEqual(ProcessState.of(pid), .gone)
    }
}
