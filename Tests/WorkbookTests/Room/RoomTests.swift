import KataKit
import XCTest
@testable import Workbook

/// The room's pieces: what a learner's file records, who looks stuck, who sees solutions, the page.
final class RoomTests: XCTestCase {
    private let kata = KataInfo(id: "trip", module: "Trip", title: "", open: "", hints: [])

    private func report(_ checks: [CheckResult]) -> KataReport {
        var report = KataReport(kata: kata, isSolution: false)
        report.checks = checks
        return report
    }

    private func failing(_ name: String) -> CheckResult {
        CheckResult(name: name, status: .fail, failures: [Failure(message: "expected 1 but got 2")], duration: 0)
    }

    func testRunsInARowCountOnlyWhileTheSameCheckFailsFirst() {
        var state = LearnerState(learner: "ada", workbook: "w")
        let passing = CheckResult(name: "a", status: .pass, duration: 0)
        var runs: [Int?] = []
        for checks in [[passing, failing("b")], [passing, failing("b")], [failing("a"), failing("b")], [failing("a")], [passing]] {
            state.record(report(checks))
            runs.append(state.katas.first?.sameFailureRuns)
        }
        XCTAssertEqual(runs, [1, 2, 1, 2, 0])
        var broken = KataReport(kata: kata, isSolution: false)
        broken.diagnostics = [Diagnostic(file: "Katas/Trip/Trip.swift", line: 1, column: 1, severity: .error, message: "x")]
        state.record(broken)
        state.record(broken)
        XCTAssertEqual(state.katas.first?.sameFailureRuns, 2, "not compiling twice is the same failure")
    }

    func testRefreshPutsEveryKataInCatalogOrderWithTheLearnersProgress() {
        var state = LearnerState(learner: "ada", workbook: "w")
        state.record(report([failing("b")]))
        var progress = Progress()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        progress.record(.failing, for: "trip", at: date)
        progress["trip"].hintsShown = 2
        state.refresh(katas: ["first", "trip"], progress: progress, at: date)
        XCTAssertEqual(state.katas.map(\.id), ["first", "trip"])
        XCTAssertEqual(state.katas[0].started, false)
        XCTAssertEqual(state.katas[1].checks.map(\.name), ["b"], "the last run's checks are kept")
        XCTAssertEqual(state.katas[1].hintsShown, 2)
        XCTAssertEqual(state.katas[1].lastRun, date)
        XCTAssertEqual(state.updated, date)
        XCTAssertEqual(LearnerState.decode(state.encoded()), state, "what is written reads back whole")
    }

    func testStuckMeansNoRunForAWhileOrTheSameFailureAgainAndAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        func write(_ name: String, status: String, lastRun: TimeInterval, sameFailureRuns: Int) throws {
            var state = LearnerState(learner: name, workbook: name)
            state.katas = [LearnerState.Kata(id: "trip", status: status, checks: status == "pass" ? [] : [
                ResultsDocument.Check(name: "rule one", status: "fail", message: "no", duration: 0),
            ], started: true, lastRun: now.addingTimeInterval(-lastRun), sameFailureRuns: sameFailureRuns)]
            try state.encoded().write(to: folder.appendingPathComponent("\(name).json"))
        }
        try write("busy", status: "fail", lastRun: 60, sameFailureRuns: 1)
        try write("idle", status: "fail", lastRun: 11 * 60, sameFailureRuns: 1)
        try write("loop", status: "fail", lastRun: 30, sameFailureRuns: 3)
        try write("done", status: "pass", lastRun: 60 * 60, sameFailureRuns: 0)
        let report = RoomReport.make(files: try RoomFolder(path: folder.path).learnerFiles(), now: now)
        XCTAssertEqual(report.stuck.map(\.name), ["idle", "loop"])
        XCTAssertEqual(report.stuck.map(\.stuck), [["no run for 11 min"], ["trip fails “rule one”, 3 runs in a row"]])
        XCTAssertEqual(report.grid.map { $0.cells["trip"]?.status }, [.fail, .pass, .fail, .fail], "busy, done, idle, loop")
        XCTAssertEqual(report.stuckGroups, [
            RoomReport.StuckGroup(title: "no run for 10 min or more", detail: "11 min", learners: ["idle"]),
            RoomReport.StuckGroup(title: "trip: fails “rule one”", detail: "3 runs in a row", message: "no", learners: ["loop"]),
        ])
    }

    /// Learners stuck on the same rule are one group, named after the rule, with the message most
    /// of them saw; a learner stuck on two katas is grouped by the one they ran last.
    func testLearnersStuckOnTheSameRuleAreOneGroup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        func kata(_ id: String, message: String, ranAgo: TimeInterval) -> LearnerState.Kata {
            LearnerState.Kata(id: id, status: "fail", checks: [
                ResultsDocument.Check(name: "the screen uses no Data type", kind: "architecture", status: "fail", message: message + "\nWhy: …", duration: 0),
            ], started: true, lastRun: now.addingTimeInterval(-ranAgo), sameFailureRuns: 3)
        }
        for (name, katas) in [("ada", [kata("ddd", message: "Screen.swift:3 uses TodoDTO", ranAgo: 60)]),
                              ("bob", [kata("ddd", message: "Screen.swift:3 uses TodoDTO", ranAgo: 30)]),
                              ("cy", [kata("ddd", message: "Screen.swift:9 uses TodoDTO", ranAgo: 90)]),
                              ("di", [kata("ddd", message: "Screen.swift:3 uses TodoDTO", ranAgo: 200), kata("trip", message: "other", ranAgo: 20)])] {
            try LearnerState(learner: name, workbook: name, katas: katas).encoded().write(to: folder.appendingPathComponent("\(name).json"))
        }
        let report = RoomReport.make(files: try RoomFolder(path: folder.path).learnerFiles(), now: now)
        XCTAssertEqual(report.stuckGroups, [
            RoomReport.StuckGroup(title: "ddd: breaks the rule “the screen uses no Data type”", detail: "3 runs in a row",
                                  message: "Screen.swift:3 uses TodoDTO", learners: ["ada", "bob", "cy"]),
            RoomReport.StuckGroup(title: "trip: breaks the rule “the screen uses no Data type”", detail: "3 runs in a row",
                                  message: "other", learners: ["di"]),
        ])
        XCTAssertTrue(Renderer.room(report, style: .plain).contains("""
            Stuck (4), by what holds them
            3× ddd: breaks the rule “the screen uses no Data type” (3 runs in a row): ada, bob, cy
                 Screen.swift:3 uses TodoDTO
            1× trip: breaks the rule “the screen uses no Data type” (3 runs in a row): di
                 other
            """), Renderer.room(report, style: .plain))
    }

    /// A learner's file keeps when the kata first passed and, when it does not compile, its first
    /// error; files from before they were kept still read, and a `kata check --json` document's
    /// compiler output gives the first error.
    func testTheRoomsFileKeepsTheFirstPassAndTheFirstCompileError() throws {
        var state = LearnerState(learner: "ada", workbook: "w")
        var broken = KataReport(kata: kata, isSolution: false)
        broken.diagnostics = [
            Diagnostic(file: "Katas/Trip/Trip.swift", line: 3, column: 1, severity: .warning, message: "never used"),
            Diagnostic(file: "Katas/Trip/Trip.swift", line: 7, column: 9, severity: .error, message: "cannot find 'x' in scope"),
            Diagnostic(file: "Katas/Trip/Trip.swift", line: 9, column: 1, severity: .error, message: "the second"),
        ]
        state.record(broken)
        XCTAssertEqual(state.katas.first?.firstError, "Katas/Trip/Trip.swift:7: cannot find 'x' in scope")
        var progress = Progress()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        progress.record(.doesNotCompile, for: "trip", at: start)
        progress.record(.passing, for: "trip", at: start + 60)
        progress.record(.failing, for: "trip", at: start + 90)
        progress.record(.passing, for: "trip", at: start + 120)
        XCTAssertEqual(progress["trip"].firstPass, start + 60)
        state.record(report([CheckResult(name: "a", status: .pass, duration: 0)]))
        state.refresh(katas: ["trip"], progress: progress, at: start + 120)
        XCTAssertEqual(state.katas.first?.firstPass, start + 60)
        XCTAssertNil(state.katas.first?.firstError, "a run that compiles has none")
        XCTAssertEqual(LearnerState.decode(state.encoded()), state)
        let oldProgress = #"{"status": "passing", "runs": 2, "passes": 1}"#
        XCTAssertNil(try JSONDecoder().decode(KataProgress.self, from: Data(oldProgress.utf8)).firstPass, "an older progress file reads")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = #"{"version": 1, "status": "error", "katas": [{"id": "trip", "status": "error", "checks": [], "#
            + #""message": "Katas/Trip/Trip.swift:3:1: warning: never used\nKatas/Trip/Trip.swift:7:9: error: cannot find 'x' in scope\n    x\n    ^"}]}"#
        try Data(results.utf8).write(to: folder.appendingPathComponent("bob.json"))
        let room = RoomReport.make(files: [folder.appendingPathComponent("bob.json").path])
        XCTAssertEqual(room.grid.first?.cells["trip"]?.firstError, "Katas/Trip/Trip.swift:7: cannot find 'x' in scope")
        XCTAssertEqual(room.katas.first?.passes, [])
    }

    func testWhoSeesTheReferenceSolution() {
        var passed = KataProgress()
        passed.passes = 1
        var peeked = KataProgress()
        peeked.sawSolutionEarly = true
        var learner = RoomMembership(folder: "/room", name: "ada", role: .learner, workbook: "w")
        XCTAssertEqual(SolutionAccess.of("trip", progress: KataProgress(), membership: nil), .notYetPassed)
        XCTAssertEqual(SolutionAccess.of("trip", progress: passed, membership: nil), .shown, "once passed, even if broken again")
        XCTAssertEqual(SolutionAccess.of("trip", progress: peeked, membership: nil), .shown)
        XCTAssertEqual(SolutionAccess.of("trip", progress: KataProgress(), membership: learner), .notYetPassed, "no decision: as alone")
        learner.solutions = ["trip": .released]
        XCTAssertEqual(SolutionAccess.of("trip", progress: KataProgress(), membership: learner), .shown)
        learner.solutions = ["trip": .held]
        XCTAssertEqual(SolutionAccess.of("trip", progress: passed, membership: learner), .heldByInstructor)
        let instructor = RoomMembership(folder: "/room", name: "instructor", role: .instructor, workbook: "w", solutions: ["trip": .held])
        XCTAssertEqual(SolutionAccess.of("trip", progress: KataProgress(), membership: instructor), .shown)
    }

    /// The second act's reference shows the first act's answer and the change's: it opens once
    /// the second act passed; a release opens the first act's only, a hold holds both.
    func testWhoSeesTheSecondActsReference() {
        var inActTwo = KataProgress()
        inActTwo.passes = 1
        inActTwo.change = ChangeProgress(openedAt: Date())
        var doneBoth = inActTwo
        doneBoth.change?.passes = 1
        var peekedAtTwo = inActTwo
        peekedAtTwo.change?.sawSolutionEarly = true
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: KataProgress(), membership: nil), .notYetPassed, "no change open")
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: inActTwo, membership: nil), .notYetPassed)
        XCTAssertEqual(SolutionAccess.of("trip", act: .one, progress: inActTwo, membership: nil), .shown)
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: doneBoth, membership: nil), .shown)
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: peekedAtTwo, membership: nil), .shown)
        var learner = RoomMembership(folder: "/room", name: "ada", role: .learner, workbook: "w", solutions: ["trip": .released])
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: inActTwo, membership: learner), .notYetPassed, "a release opens act 1's")
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: doneBoth, membership: learner), .shown)
        learner.solutions = ["trip": .held]
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: doneBoth, membership: learner), .heldByInstructor)
        let instructor = RoomMembership(folder: "/room", name: "instructor", role: .instructor, workbook: "w")
        XCTAssertEqual(SolutionAccess.of("trip", act: .two, progress: KataProgress(), membership: instructor), .shown)
    }

    func testNamesAreSafeFileNames() {
        XCTAssertEqual(RoomName.make("Ada Lovelace"), "Ada Lovelace")
        XCTAssertEqual(RoomName.make("  José/Ñúñez: 2 "), "José-Ñúñez- 2")
        XCTAssertNil(RoomName.make(".hidden"))
        XCTAssertNil(RoomName.make("../up"))
        XCTAssertNil(RoomName.make(""))
        XCTAssertNil(RoomName.make(String(repeating: "a", count: 65)))
    }

    /// The timeline of first passes spans the day's session: a pass from days before sits at its start.
    func testTheTimelineSpansTheDaysSession() {
        let written = Date(timeIntervalSince1970: 1_800_000_000)
        var report = RoomReport(learners: ["ada", "bob"], katas: [.init(id: "trip", passing: ["ada", "bob"], passes: [
            .init(learner: "bob", at: written.addingTimeInterval(-3 * 86_400)), .init(learner: "ada", at: written.addingTimeInterval(-3_600)),
        ], passesAtUnknownTimes: 1)], failingChecks: [], warnings: [])
        report.sessionStart = written.addingTimeInterval(-3 * 86_400)
        let html = RoomPage.html(report, written: written)
        XCTAssertTrue(html.contains("<b style=\"left:0.0%\" title=\"bob "), html)
        XCTAssertTrue(html.contains("<b style=\"left:91.7%\" title=\"ada "), "an hour before the end of 12 hours: " + html)
        // 12 hours ending on the hour (in a time zone of whole hours: 11 lines between the ends).
        XCTAssertTrue((11...12).contains(html.components(separatedBy: "<i style=\"left:").count - 1), "a line at each full hour: " + html)
        XCTAssertTrue(html.contains("</div> <small title=\"passed before their workbook kept the time\">+1</small>"), html)
    }

    func testThePageShowsLearnersTextAsTextNeverAsMarkup() {
        var report = RoomReport(learners: ["<script>x</script>"], katas: [.init(id: "trip", failing: ["<script>x</script>"])],
                                failingChecks: [.init(kata: "trip", name: "a <b>", learners: 1, message: "\u{1B}[2J\"quoted\" & more")],
                                warnings: [])
        report.grid = [.init(name: "<script>x</script>", cells: ["trip": .init(status: .fail, passingChecks: 1, checks: 2)])]
        let html = RoomPage.html(report, written: Date(), reloadEvery: 5)
        XCTAssertFalse(html.contains("<script"), html)
        XCTAssertTrue(html.contains("<tr data-learner=\"&lt;script&gt;x&lt;/script&gt;\">"))
        XCTAssertTrue(html.contains("a &lt;b&gt;"))
        XCTAssertTrue(html.contains(#"\u{1B}[2J&quot;quoted&quot; &amp; more"#))
        XCTAssertTrue(html.contains("<meta http-equiv=\"refresh\" content=\"5\">"))
    }
}
