import XCTest
@testable import Workbook

/// Runs the built `kata` binary on two fixture workbooks, two learners, that join one room: what
/// reaches the room's folder and its page, what a missing folder changes, and solutions held
/// and released.
final class EndToEndRoomTests: XCTestCase {
    nonisolated(unsafe) static var ada: URL!
    nonisolated(unsafe) static var bob: URL!

    override class func setUp() {
        ada = makeFixtureWorkbook()
        bob = makeFixtureWorkbook()
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: ada)
        try? FileManager.default.removeItem(at: bob)
    }

    /// A new, empty room folder, removed after the test.
    private func makeRoom() throws -> URL {
        let room = FileManager.default.temporaryDirectory.appendingPathComponent("kata-room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: room) }
        return room
    }

    private func state(_ name: String, in room: URL) throws -> LearnerState {
        let data = try Data(contentsOf: room.appendingPathComponent("\(name).json"))
        return try XCTUnwrap(LearnerState.decode(data), String(decoding: data, as: UTF8.self))
    }

    /// One kata's progress in a workbook, as `kata` saved it.
    private func progress(_ workbook: URL, _ kata: String) -> KataProgress {
        ProgressStore(root: workbook).load().progress[kata]
    }

    private func join(_ workbook: URL, _ room: URL, as name: String) throws {
        let joined = try runKata(["room", "join", room.path, "--name", name], in: workbook)
        XCTAssertEqual(joined.status, 0, joined.standardError)
        XCTAssertTrue(joined.standardOutput.hasSuffix("""
            You joined the room at \(room.path) as '\(name)' (the name you gave; another: --name <name>).
            After every kata run, watch and check, your results go to \(room.path)/\(name).json.
            The reference solutions open as your instructor decides. To leave: swift run kata room leave

            """), joined.standardOutput)
    }

    func testTwoLearnersJoinOneRoomAndTheFolderAndThePageShowBoth() throws {
        let room = try makeRoom()
        try join(Self.ada, room, as: "ada")
        try join(Self.bob, room, as: "bob")
        XCTAssertEqual(try runKata(["run", "passing"], in: Self.ada).status, 0)
        let bobsRun = try runKata(["run", "mixed", "--timeout", "1"], in: Self.bob)
        XCTAssertEqual(bobsRun.status, 1)
        XCTAssertEqual(bobsRun.standardError, "", "a room that works adds nothing to a run")

        let ada = try state("ada", in: room)
        XCTAssertEqual(ada.katas.map(\.id), ["broken", "mixed", "hostile", "noisy", "passing"], "every kata, in the catalog's order")
        let adaPassing = try XCTUnwrap(ada.katas.last)
        XCTAssertEqual(adaPassing.status, "pass")
        XCTAssertEqual(adaPassing.checks.map(\.status), ["pass", "pass"])
        XCTAssertGreaterThanOrEqual(adaPassing.runs ?? 0, 1)
        XCTAssertNotNil(adaPassing.lastRun)
        let bobMixed = try XCTUnwrap(try state("bob", in: room).katas.first { $0.id == "mixed" })
        XCTAssertEqual(bobMixed.status, "fail")
        XCTAssertEqual(bobMixed.checks.map(\.status), ["pass", "fail", "crash", "timeout", "pass"])
        XCTAssertEqual(bobMixed.checks[1].message, "triple(2): expected 6 but got 4")

        // kata check sends every kata the learner started, and the ones that pass.
        XCTAssertEqual(try runKata(["check", "--timeout", "1"], in: Self.bob).status, 2)
        let bobAfterCheck = try state("bob", in: room)
        XCTAssertEqual(bobAfterCheck.katas.first { $0.id == "passing" }?.status, "pass")
        XCTAssertEqual(bobAfterCheck.katas.first { $0.id == "broken" }?.started, false, "check alone does not start a kata")

        // When a kata first passed, and a kata's first compile error, go to the room.
        XCTAssertEqual(adaPassing.firstPass, progress(Self.ada, "passing").firstPass)
        XCTAssertNotNil(adaPassing.firstPass)
        XCTAssertEqual(try runKata(["run", "broken"], in: Self.ada).status, 2)
        let adaBroken = try XCTUnwrap(try state("ada", in: room).katas.first { $0.id == "broken" })
        let firstError = try XCTUnwrap(adaBroken.firstError, "ada's broken kata: \(adaBroken)")
        XCTAssertTrue(firstError.hasPrefix("Katas/Broken/Broken.swift:"), firstError)
        XCTAssertEqual(firstError, RoomReport.firstError(in: adaBroken.message), "the same as the compiler's first error")

        let terminal = try runKata(["room", room.path], in: Self.ada)
        XCTAssertEqual(terminal.status, 0, terminal.standardError)
        XCTAssertTrue(terminal.standardOutput.hasPrefix("2 learners: ada, bob\n"), terminal.standardOutput)
        XCTAssertTrue(terminal.standardOutput.contains("× mixed: tripling 2 gives 6\n     triple(2): expected 6 but got 4"), terminal.standardOutput)
        XCTAssertEqual(try runKata(["report", room.path], in: Self.ada).standardOutput, terminal.standardOutput,
                       "kata report given the folder shows the same")

        let page = room.appendingPathComponent("room.html")
        let written = try runKata(["report", room.path, "--html", page.path], in: Self.bob)
        XCTAssertEqual(written.status, 0, written.standardError)
        XCTAssertTrue(written.standardOutput.hasPrefix("Wrote \(page.path): 2 learners, 5 katas, in "), written.standardOutput)
        let html = try String(contentsOf: page, encoding: .utf8)
        for learner in ["ada", "bob"] { XCTAssertTrue(html.contains("<tr data-learner=\"\(learner)\">"), learner) }
        XCTAssertTrue(html.contains("<td class=\"fail\" data-kata=\"mixed\" title=\"bob, mixed: fail\">✗ <small>2/5</small></td>"), html)
        XCTAssertTrue(html.contains("<td class=\"pass\" data-kata=\"passing\" title=\"ada, passing: pass\">✓ <small>2/2</small></td>"), html)
        XCTAssertTrue(html.contains("triple(2): expected 6 but got 4"))
        XCTAssertTrue(html.contains("<li><b>ada</b> <code>\(RoomPage.escape(firstError))</code></li>"), html)
        XCTAssertFalse(html.contains("http-equiv=\"refresh\""), "only --watch reloads")
        for outside in ["<script", "<link", "src=", "url(", "http:", "https:", "@import"] {
            XCTAssertFalse(html.contains(outside), "the page loads nothing: \(outside)")
        }
    }

    func testARoomFolderThatDisappearsMidRunChangesNoVerdictAndLosesNoProgress() throws {
        let room = try makeRoom()
        try join(Self.ada, room, as: "ada")
        let alone = try runKata(["run", "mixed", "--timeout", "1", "--no-progress"], in: Self.ada)
        let runsBefore = progress(Self.ada, "mixed").runs

        // The run takes over a second (a check times out): the folder goes in the middle of it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { try? FileManager.default.removeItem(at: room) }
        let run = try runKata(["run", "mixed", "--timeout", "1"], in: Self.ada)
        XCTAssertFalse(FileManager.default.fileExists(atPath: room.path), "the folder went during the run")
        XCTAssertEqual(run.status, alone.status)
        XCTAssertEqual(run.standardOutput, alone.standardOutput, "the same verdict, shown the same way")
        XCTAssertEqual(run.standardError, """
            warning: the room's folder \(room.path) is not there (unplugged, unmounted or offline): your results stay here and go to the room after your next run there.

            """)
        XCTAssertEqual(progress(Self.ada, "mixed").runs, runsBefore + 1, "the run is in the learner's progress")

        // The folder is back (the stick plugged in again): the next run brings everything.
        try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
        XCTAssertEqual(try runKata(["run", "mixed", "--timeout", "1"], in: Self.ada).standardError, "")
        let mixed = try XCTUnwrap(try state("ada", in: room).katas.first { $0.id == "mixed" })
        XCTAssertEqual(mixed.runs, runsBefore + 2, "no run was lost while the folder was away")
        XCTAssertEqual(mixed.sameFailureRuns.map { $0 >= 2 }, true, "the same check failed again: \(mixed)")

        // A file where the folder was: still a warning, never a failed run.
        try FileManager.default.removeItem(at: room)
        try Data("not a folder".utf8).write(to: room)
        let blocked = try runKata(["run", "passing"], in: Self.ada)
        XCTAssertEqual(blocked.status, 0)
        XCTAssertEqual(blocked.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, blocked.standardError)
        try FileManager.default.removeItem(at: room)
    }

    func testTwoLearnersWithOneNameAreTold() throws {
        let room = try makeRoom()
        try join(Self.ada, room, as: "cam")
        let second = try runKata(["room", "join", room.path, "--name", "cam"], in: Self.bob)
        XCTAssertEqual(second.status, 64)
        XCTAssertTrue(second.standardError.hasPrefix("error: someone in the room is called 'cam' already (cam.json there is another workbook's): join with another name, --name <name>."),
                      second.standardError)

        // Two learners who joined at the same moment: the one whose file was replaced is told, and writes nothing over it.
        var other = try state("cam", in: room)
        other.workbook = "another workbook"
        try other.encoded().write(to: room.appendingPathComponent("cam.json"))
        let run = try runKata(["run", "passing"], in: Self.ada)
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.standardError.hasPrefix("warning: someone else in the room is called 'cam': cam.json in \(room.path) is another workbook's."),
                      run.standardError)
        XCTAssertEqual(try state("cam", in: room).workbook, "another workbook")
    }

    /// A workbook that joins `room` as its instructor first (the room's mark is its), removed after the test.
    private func makeInstructor(of room: URL) throws -> URL {
        let teacher = makeFixtureWorkbook()
        addTeardownBlock { try? FileManager.default.removeItem(at: teacher) }
        let joined = try runKata(["room", "join", room.path, "--instructor"], in: teacher)
        XCTAssertEqual(joined.status, 0, joined.standardError)
        return teacher
    }

    func testSolutionsOpenWhenTheKataPassesOrTheInstructorReleasesThem() throws {
        let room = try makeRoom()
        let teacher = try makeInstructor(of: room)
        _ = try runKata(["reset", "mixed"], in: Self.bob)
        try join(Self.bob, room, as: "bob")
        XCTAssertEqual(try runKata(["run", "mixed", "--timeout", "1"], in: Self.bob).status, 1)

        let held = try runKata(["solution", "mixed"], in: Self.bob)
        XCTAssertEqual(held.status, 1)
        XCTAssertEqual(held.standardOutput, """
            The reference solution of mixed opens once your code passes its checks (your last run: failing).
            Run it: swift run kata run mixed    A hint: swift run kata hint mixed
            To see it anyway: swift run kata solution mixed --now

            """)
        XCTAssertEqual(try runKata(["solution", "mixed", "--diff"], in: Self.bob).status, 1)
        XCTAssertEqual(try runKata(["compare", "mixed"], in: Self.bob).status, 1)
        XCTAssertEqual(try runKata(["compare", "mixed", "--mine"], in: Self.bob).status, 0, "the learner's own code is theirs to measure")
        XCTAssertTrue(try runKata(["hint", "mixed"], in: Self.bob).standardOutput.hasPrefix("Hint "), "hints are unchanged")

        // The instructor releases it: the learner sees it.
        let release = try runKata(["room", "release", "mixed", room.path], in: teacher)
        XCTAssertEqual(release.status, 0, release.standardError)
        let released = try runKata(["solution", "mixed"], in: Self.bob)
        XCTAssertEqual(released.status, 0, released.standardOutput)
        XCTAssertTrue(released.standardOutput.contains("value * 3"), released.standardOutput)
        XCTAssertEqual(try runKata(["compare", "mixed"], in: Self.bob).status, 0)

        // Held: not even a passing kata, nor --now, shows it.
        XCTAssertEqual(try runKata(["room", "hold", "passing", room.path], in: teacher).status, 0)
        XCTAssertEqual(try runKata(["run", "passing"], in: Self.bob).status, 0)
        let holding = try runKata(["solution", "passing", "--now"], in: Self.bob)
        XCTAssertEqual(holding.status, 1)
        XCTAssertTrue(holding.standardOutput.hasPrefix("Your instructor holds the reference solution of passing for now"), holding.standardOutput)
        XCTAssertTrue(try runKata(["room"], in: Self.bob).standardOutput.contains("Solutions released: mixed; held: passing;"))

        // Alone again: a passing kata shows its solution; --now with no terminal shows one early, and the room knew.
        XCTAssertEqual(try runKata(["run", "passing"], in: Self.ada).status, 0)
        XCTAssertEqual(try runKata(["solution", "passing"], in: Self.ada).status, 0)
        _ = try runKata(["reset", "mixed"], in: Self.ada)
        try join(Self.ada, room, as: "ada")
        XCTAssertEqual(try runKata(["solution", "mixed"], in: Self.ada).status, 0, "released in the room ada joined")
        _ = try runKata(["room", "leave"], in: Self.ada)
        XCTAssertEqual(try runKata(["solution", "mixed"], in: Self.ada).status, 1, "alone, ada's mixed has not passed")
        try join(Self.ada, room, as: "ada")
        XCTAssertEqual(try runKata(["room", "hold", "mixed", room.path], in: teacher).status, 0)
        XCTAssertEqual(try runKata(["solution", "mixed", "--now"], in: Self.ada).status, 1, "held: --now does not open it")
        _ = try runKata(["room", "leave"], in: Self.ada)
        let early = try runKata(["solution", "mixed", "--diff", "--now"], in: Self.ada)
        XCTAssertEqual(early.status, 0, early.standardOutput)
        XCTAssertTrue(early.standardError.hasPrefix("warning: showing the reference solution of mixed before your code passes (--now, and no terminal to confirm on)."),
                      early.standardError)
        XCTAssertEqual(try runKata(["solution", "mixed"], in: Self.ada).status, 0, "seen once, it stays open")
        XCTAssertTrue(early.standardOutput.contains("+    value * 3"), early.standardOutput)
        XCTAssertEqual(progress(Self.ada, "mixed").sawSolutionEarly, true)
        try join(Self.ada, room, as: "ada")
        XCTAssertEqual(try state("ada", in: room).katas.first { $0.id == "mixed" }?.sawSolutionEarly, true, "the room sees it")
        _ = try runKata(["room", "leave"], in: Self.ada)
        _ = try runKata(["room", "leave"], in: Self.bob)
    }

    func testWatchRewritesThePageAsResultsArrive() throws {
        let room = try makeRoom()
        let page = room.appendingPathComponent("room.html")
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("kata")
        process.arguments = ["room", room.path, "--html", page.path, "--watch"]
        process.currentDirectoryURL = Self.ada
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collected = OutputCollector(output.fileHandleForReading)
        defer { if process.isRunning { process.terminate() }; process.waitUntilExit() }
        XCTAssertTrue(collected.waitFor("0 learners", count: 1, timeout: 30), collected.text)
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains("<meta http-equiv=\"refresh\" content=\"5\">"))
        try join(Self.bob, room, as: "bob")
        XCTAssertTrue(collected.waitFor("1 learner,", count: 1, timeout: 10), collected.text)
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains("<tr data-learner=\"bob\">"))
        // A run in `kata watch` (which ends at the end of its input) reaches the room and the page.
        let runs = try state("bob", in: room).katas.first { $0.id == "passing" }?.runs ?? 0
        XCTAssertEqual(try runKata(["watch", "passing"], in: Self.bob).status, 0)
        XCTAssertEqual(try state("bob", in: room).katas.first { $0.id == "passing" }?.runs, runs + 1)
        let deadline = Date().addingTimeInterval(10)
        var html = ""
        repeat {
            Thread.sleep(forTimeInterval: 0.2)
            html = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
        } while !html.contains("title=\"bob, passing: pass\"") && Date() < deadline
        XCTAssertTrue(html.contains("title=\"bob, passing: pass\""), collected.text)
        _ = try runKata(["room", "leave"], in: Self.bob)
    }

    func testRoomCommandsSayWhatIsWrong() throws {
        let room = try makeRoom()
        _ = try runKata(["room", "leave"], in: Self.ada)
        let cases: [([String], String)] = [
            (["room", "join"], "error: join takes one folder: kata room join <folder> [--name NAME]\nSee 'kata room --help'.\n"),
            (["room", "join", room.path + "/missing"], "error: there is no folder \(room.path)/missing: create it (or mount the share, plug in the stick) and join again\nSee 'kata room --help'.\n"),
            (["room", "join", room.path, "--name", ".hidden"], "error: '.hidden' cannot be a name in the room: use letters, digits, spaces, '-', '_' or '.', not first\nSee 'kata room --help'.\n"),
            (["room", "release", "nosuch", room.path], "error: there is no kata 'nosuch'\nKatas: broken, mixed, hostile, noisy, passing (or their numbers in `kata list`, 1 to 5)\n"),
            (["room", "release", "mixed"], "error: you have not joined a room: name its folder, kata room release mixed <folder>\nSee 'kata room --help'.\n"),
            (["room", room.path, "--watch"], "error: --watch needs --html <file>: the page is what it rewrites\n"),
            (["room", "leave", "--html", "x"], "error: --html does not go with kata room leave\nSee 'kata room --help'.\n"),
        ]
        for (arguments, error) in cases {
            let result = try runKata(arguments, in: Self.ada)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(result.standardError, error, arguments.joined(separator: " "))
        }
        XCTAssertEqual(try runKata(["room", room.path], in: Self.ada).standardOutput, "Nobody's results are in the room yet.\n")
    }
}
