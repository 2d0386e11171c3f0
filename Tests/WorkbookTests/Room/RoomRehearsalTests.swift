import XCTest
@testable import Workbook

/// `kata room rehearse`: a room of simulated learners in the room's own format, read by the room's
/// own report as a real room is.
final class RoomRehearsalTests: XCTestCase {
    private func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rehearsal-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testARehearsalIsARoomOfThisWorkbooksKatasAtEveryStage() throws {
        let catalog = try Catalog(root: packageRoot)
        let rehearsal = RoomRehearsal(katas: catalog.katas, root: packageRoot)
        XCTAssertTrue(rehearsal.katas[2].checks.contains("a trip with an empty name is rejected"), "the checks' own names: \(rehearsal.katas[2].checks)")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let learners = rehearsal.learners(40, seed: 1, now: now)
        XCTAssertEqual(learners.map(\.state), rehearsal.learners(40, seed: 1, now: now).map(\.state), "the same seed, the same room")
        XCTAssertNotEqual(learners.map(\.state), rehearsal.learners(40, seed: 2, now: now).map(\.state), "another seed, another room")

        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let room = RoomFolder(path: folder.path)
        for learner in learners { XCTAssertNil(room.publish(learner.state.encoded(), as: learner.name, workbook: RoomRehearsal.workbook)) }
        let report = RoomReport.make(files: try room.learnerFiles(), now: now)
        XCTAssertEqual(report.warnings, [])
        XCTAssertEqual(report.learners.count, 40)
        XCTAssertEqual(report.katas.map(\.id), catalog.katas.map(\.id))
        XCTAssertGreaterThan(report.katas[0].passes.count, 10, "most passed the first kata")
        XCTAssertGreaterThan(report.katas.flatMap(\.notCompiling).count, 0, "some do not compile")
        XCTAssertGreaterThan(report.stuck.count, 2, "a few are stuck")
        XCTAssertGreaterThan(report.katas.last?.notStarted.count ?? 0, 20, "few reached the last kata")
        XCTAssertFalse(report.failingChecks.isEmpty)
    }

    /// Through the built `kata`: the files are written, and a real learner's file is never
    /// written over (nothing is written then).
    func testRehearseWritesTheRoomAndNeverOverARealLearner() throws {
        let folder = temporaryFolder()
        let run = try runKata(["room", "rehearse", folder.path, "--learners", "5"], in: packageRoot)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       (1...5).map { "rehearsal-0\($0).json" })
        XCTAssertTrue(run.standardOutput.contains("swift run kata room \(folder.path) --html room.html"), run.standardOutput)
        XCTAssertEqual(try runKata(["room", "rehearse", folder.path, "--learners", "5", "--seed", "7"], in: packageRoot).status, 0, "a rehearsal's files are its own to rewrite")

        let real = folder.appendingPathComponent("rehearsal-03.json")
        let learner = LearnerState(learner: "rehearsal-03", workbook: "a-real-workbook").encoded()
        try learner.write(to: real)
        let refused = try runKata(["room", "rehearse", folder.path, "--learners", "5"], in: packageRoot)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.standardError.contains("is a real learner's file, not a rehearsal's: nothing was written"), refused.standardError)
        XCTAssertEqual(try Data(contentsOf: real), learner)
        XCTAssertEqual(try runKata(["room", "rehearse", folder.path, "--learners", "0"], in: packageRoot).status, 64)
    }
}
