import Foundation
import KataKit
@testable import Workbook
import XCTest

/// The gate on the reference solutions and on verdicts, on the real package with the checks
/// executables this test build made: a prebuilt executable is believed only when it is the
/// learner's kata's, and nothing names the reference before it opens.
///
/// The package's own `.kata` (the developer's progress) is moved aside for each test and put
/// back after it.
final class EndToEndGateTests: XCTestCase {
    private var savedState: URL?

    override func setUpWithError() throws {
        let state = packageRoot.appendingPathComponent(".kata")
        if FileManager.default.fileExists(atPath: state.path) {
            let saved = packageRoot.appendingPathComponent(".kata-saved-\(UUID().uuidString)")
            try FileManager.default.moveItem(at: state, to: saved)
            savedState = saved
        }
    }

    override func tearDownWithError() throws {
        let state = packageRoot.appendingPathComponent(".kata")
        try? FileManager.default.removeItem(at: state)
        if let savedState { try FileManager.default.moveItem(at: savedState, to: state) }
    }

    private func checks(_ kata: String, solution: Bool) throws -> String {
        let info = try Catalog(root: packageRoot).kata(kata)
        return productsDirectory.appendingPathComponent(info.checksProduct(solution: solution)).path
    }

    /// `--prebuilt` with the reference's checks executable: the run says so, exits non-zero,
    /// and records nothing (no progress, nothing to the room, no solution opened).
    func testThePrebuiltChecksOfTheSolutionAreNotBelieved() throws {
        let room = FileManager.default.temporaryDirectory.appendingPathComponent("kata-gate-room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: room) }
        XCTAssertEqual(try runKata(["room", "join", room.path, "--name", "ada"], in: packageRoot).status, 0)
        let roomFile = room.appendingPathComponent("ada.json")
        let before = try Data(contentsOf: roomFile)

        let solutionChecks = try checks("trip-validation", solution: true)
        let run = try runKata(["run", "trip-validation", "--prebuilt", solutionChecks], in: packageRoot,
                              environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertNotEqual(run.status, 0, run.standardOutput)
        XCTAssertTrue(run.standardError.contains("is the checks of the reference solution (TripValidationSolutionChecks), not TripValidationChecks"),
                      run.standardError)
        XCTAssertTrue(run.standardError.contains("Nothing was run or recorded."), run.standardError)
        XCTAssertFalse(run.standardOutput.contains("checks pass"), run.standardOutput)
        XCTAssertEqual(ProgressStore(root: packageRoot).load().progress["trip-validation"].runs, 0, "no progress recorded")
        XCTAssertEqual(try Data(contentsOf: roomFile), before, "nothing written to the room")
        let solution = try runKata(["solution", "trip-validation"], in: packageRoot, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(solution.status, 1, "the reference stays closed: " + solution.standardOutput)

        // The learner's own checks executable, built from Katas/TripValidation, is believed.
        let own = try runKata(["run", "trip-validation", "--prebuilt", try checks("trip-validation", solution: false)],
                              in: packageRoot, environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertFalse(own.standardError.contains("Nothing was run"), own.standardError)
        XCTAssertTrue(own.standardOutput.contains("checks pass"), own.standardOutput)
        XCTAssertEqual(ProgressStore(root: packageRoot).load().progress["trip-validation"].runs, 1)

        // Another kata's executable is not believed either.
        let other = try runKata(["run", "trip-validation", "--prebuilt", try checks("ddd-todos", solution: false)],
                                in: packageRoot, environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertNotEqual(other.status, 0)
        XCTAssertTrue(other.standardError.contains("is the checks of another module (DDDTodosChecks)"), other.standardError)
    }

    /// A script that answers `--describe` as the learner's checks would and runs the reference's
    /// checks is not believed: the executable is read, never asked, and nothing of it runs.
    func testAScriptThatDescribesItselfAsTheLearnersChecksIsNotBelieved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-prebuilt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("ran")
        let script = folder.appendingPathComponent("TripValidationChecks")
        try """
            #!/bin/sh
            touch \(marker.path)
            [ "$1" = --describe ] && { echo "module TripValidationChecks"; echo "package \(packageRoot.path)"; exit 0; }
            exec \(try checks("trip-validation", solution: true)) "$@"
            """.write(to: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(chmod(script.path, 0o755), 0)
        let run = try runKata(["run", "trip-validation", "--prebuilt", script.path], in: packageRoot,
                              environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertNotEqual(run.status, 0, run.standardOutput)
        XCTAssertTrue(run.standardError.contains("is not a program the compiler built (a script, or another kind of file)"), run.standardError)
        XCTAssertTrue(run.standardError.contains("Nothing was run or recorded."), run.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the script never ran")
        XCTAssertEqual(ProgressStore(root: packageRoot).load().progress["trip-validation"].runs, 0, "no progress recorded")

        // The reference's executable copied where the learner's is: read as what it is.
        let copy = folder.appendingPathComponent("copy/TripValidationChecks")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try checks("trip-validation", solution: true), toPath: copy.path)
        let copied = try runKata(["run", "trip-validation", "--prebuilt", copy.path], in: packageRoot,
                                 environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertNotEqual(copied.status, 0, copied.standardOutput)
        XCTAssertTrue(copied.standardError.contains("is the checks of the reference solution (TripValidationSolutionChecks)"), copied.standardError)
    }

    /// `kata run --solution --json` and `kata graph --solution` name nothing of the reference
    /// (its files, its parts) before the kata passes; `--now` opens it, as `kata solution --now` does.
    func testNothingNamesTheReferenceBeforeItOpens() throws {
        let solutionChecks = try checks("trip-validation", solution: true)
        let closed = try runKata(["run", "trip-validation", "--solution", "--json", "--prebuilt", solutionChecks],
                                 in: packageRoot, timeout: 120)
        XCTAssertEqual(closed.status, 0, closed.standardError)
        XCTAssertFalse(closed.standardOutput.contains("Solutions/"), closed.standardOutput)
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(closed.standardOutput.utf8))
        XCTAssertNil(document.katas.first?.architecture)
        XCTAssertEqual(document.katas.first?.status, "pass")

        let graph = try runKata(["graph", "trip-validation", "--solution", "--prebuilt", solutionChecks], in: packageRoot,
                                environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertEqual(graph.status, 1)
        XCTAssertTrue(graph.standardOutput.hasPrefix("The reference solution of trip-validation opens once your code passes its checks"),
                      graph.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".kata/graph/trip-validation-solution.svg").path))

        // Opened early on purpose: then it names them, and the early look is recorded.
        let open = try runKata(["run", "trip-validation", "--solution", "--now", "--json", "--prebuilt", solutionChecks],
                               in: packageRoot, timeout: 120)
        XCTAssertEqual(open.status, 0, open.standardError)
        XCTAssertTrue(open.standardOutput.contains("Solutions/TripValidation/"), open.standardOutput)
        XCTAssertEqual(ProgressStore(root: packageRoot).load().progress["trip-validation"].sawSolutionEarly, true)
    }
}
