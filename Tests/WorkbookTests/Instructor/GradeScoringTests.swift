import XCTest
import KataKit
@testable import Workbook

/// Points for the work done: what the pristine starter passes earns nothing, a central rule
/// costs its kata, a kata that does not compile counts every check as failed, and every
/// platform's file records the same whole points.
final class GradeScoringTests: XCTestCase {
    static func kata(_ id: String, _ module: String) -> KataInfo {
        KataInfo(id: id, module: module, title: id, open: "\(module).swift", hints: [])
    }

    static func report(_ id: String, _ checks: [(String, CheckKind, Bool)]) -> KataReport {
        KataReport(kata: kata(id, id.capitalized), isSolution: false, checks: checks.map { name, kind, passes in
            CheckResult(name: name, kind: kind, status: passes ? .pass : .fail,
                        failures: passes ? [] : [.init(message: "expected \(name), it did not")], duration: 0.01)
        })
    }

    /// The starters: todos passes its behaviour and fails its two rules; trips fails everything.
    static let baseline = GradeBaseline(key: "k", acts: ["1": [
        "todos": [.init(name: "loads", kind: "behaviour", passes: true), .init(name: "shows errors", kind: "behaviour", passes: true),
                  .init(name: "the model never reaches a request", kind: "architecture", passes: false),
                  .init(name: "only Data/ decodes", kind: "architecture", passes: false)],
        "trips": [.init(name: "rejects an empty name", kind: "behaviour", passes: false), .init(name: "counts days", kind: "behaviour", passes: false),
                  .init(name: "only Trip decides", kind: "architecture", passes: false)],
    ]])

    static var untouched: [KataReport] {
        [report("todos", [("loads", .behaviour, true), ("shows errors", .behaviour, true),
                          ("the model never reaches a request", .architecture, false), ("only Data/ decodes", .architecture, false)]),
         report("trips", [("rejects an empty name", .behaviour, false), ("counts days", .behaviour, false), ("only Trip decides", .architecture, false)])]
    }

    static var finished: [KataReport] {
        [report("todos", [("loads", .behaviour, true), ("shows errors", .behaviour, true),
                          ("the model never reaches a request", .architecture, true), ("only Data/ decodes", .architecture, true)]),
         report("trips", [("rejects an empty name", .behaviour, true), ("counts days", .behaviour, true), ("only Trip decides", .architecture, true)])]
    }

    func grade(_ reports: [KataReport], _ points: GradePoints = GradePoints()) -> GradeResults {
        GradeResults(reports: reports, points: points, baseline: Self.baseline, summary: "", executionTime: 1)
    }

    func testTheUntouchedWorkbookScoresZeroAndAFinishedOneFullMarks() {
        XCTAssertEqual(grade(Self.untouched).score, 0)
        XCTAssertEqual(grade(Self.untouched).maxScore, 100)
        XCTAssertEqual(grade(Self.finished).score, 100)
        XCTAssertEqual(grade(Self.untouched).pointsLines, [
            "todos: 0 of 50 points: 0 of 2 checks the starter failed now pass; the 2 the starter passed still pass (they earn nothing)",
            "trips: 0 of 50 points: 0 of 3 checks the starter failed now pass",
        ])
    }

    func testTheRulesLeftToEarnCarryTheRefactoringKatasPoints() {
        var reports = Self.untouched
        reports[0] = Self.finished[0]
        let results = grade(reports)
        XCTAssertEqual(results.scores.map(\.earned), [50, 0])
        XCTAssertEqual(results.tests.filter { $0.kata == "todos" }.map(\.maxScore), [0, 0, 0, 25, 25], "compiles, two kept, two rules")
    }

    func testBreakingWhatTheStarterDidCostsWhatACheckEarns() {
        var reports = Self.finished
        reports[0] = Self.report("todos", [("loads", .behaviour, false), ("shows errors", .behaviour, true),
                                           ("the model never reaches a request", .architecture, true), ("only Data/ decodes", .architecture, true)])
        let results = grade(reports)
        XCTAssertEqual(results.scores[0].earned, 25, "50 earned, less 25 for the broken behaviour")
        let broken = results.tests.first { $0.name == "todos · loads" }
        XCTAssertEqual(broken?.score, -25)
        XCTAssertTrue(broken?.output(markdown: false, limit: 1_000).contains("breaking it costs what a check earns") ?? false)
        XCTAssertTrue(results.scores[0].explanation.hasSuffix("1 of the 2 the starter passed now fail (−25)"), results.scores[0].explanation)
    }

    func testFailingACentralRuleCostsTheKataUnlessTheFileSaysNot() {
        var reports = Self.finished
        reports[0] = Self.report("todos", [("loads", .behaviour, true), ("shows errors", .behaviour, true),
                                           ("the model never reaches a request", .architecture, false), ("only Data/ decodes", .architecture, true)])
        var points = GradePoints()
        points.centralRules = ["todos": ["the model never reaches a request"]]
        XCTAssertEqual(grade(reports, points).scores[0].earned, 0)
        XCTAssertEqual(grade(reports, points).scores[0].explanation,
                       "todos: 0 of 50 points: 1 of 2 checks the starter failed now pass; the 2 the starter passed still pass (they earn nothing); "
                       + "it fails the lesson's central rule “the model never reaches a request”, which costs the kata")
        points.centralRuleCostsTheKata = false
        XCTAssertEqual(grade(reports, points).scores[0].earned, 25)
    }

    func testAKataThatDoesNotCompileCountsEveryCheckAsFailedInEveryFormat() throws {
        let broken = KataReport(kata: Self.kata("trips", "Trips"), isSolution: false, diagnostics: [
            Diagnostic(file: "Katas/Trips/Trip.swift", line: 1, column: 1, severity: .error, message: "expected declaration"),
        ])
        let results = grade([Self.finished[0], broken])
        XCTAssertEqual(results.scores.map(\.earned), [50, 0])
        XCTAssertEqual(results.tests.filter { $0.kata == "trips" }.map(\.name),
                       ["trips · compiles", "trips · rejects an empty name", "trips · counts days", "trips · only Trip decides"])
        XCTAssertTrue(results.tests.filter { $0.kata == "trips" }.allSatisfy { !$0.isPassing })
        let junit = GradeFormat.junit.render(results)
        XCTAssertEqual(junit.components(separatedBy: "<testcase").count - 1, 9, "every check is a test case: breaking a kata never raises a pass ratio")
        XCTAssertEqual(junit.components(separatedBy: "<error ").count - 1, 4)
        XCTAssertEqual(results.scores[1].explanation, "trips: 0 of 50 points: does not compile (its 3 checks count as failed)")
        // Never cheaper than an honest unfinished kata: the untouched starter also scores 0.
        XCTAssertGreaterThanOrEqual(grade(Self.untouched).scores[1].earned, results.scores[1].earned)
    }

    func testActsKindsAndSingleChecksAreWeighed() {
        var points = GradePoints(points: ["trips": 60, "todos": 40])
        points.kinds = ["behaviour": 2, "architecture": 1]
        points.checks = ["trips · counts days": 3]
        let results = grade(Self.finished, points)
        let trips = results.tests.filter { $0.kata == "trips" }
        // Behaviour 40 (1 : 3 by weight), architecture 20.
        XCTAssertEqual(trips.map(\.maxScore), [0, 10, 30, 20])
        XCTAssertEqual(results.scores.map(\.max), [40, 60])
    }

    func testAKataWhoseStarterPassesEverythingHasNothingToEarnAndItsShareGoesToTheOthers() {
        var baseline = Self.baseline
        let todos = baseline.acts["1"]?["todos"]?.map { GradeBaseline.Check(name: $0.name, kind: $0.kind, passes: true) }
        baseline.acts["1"]?["todos"] = todos
        let results = GradeResults(reports: Self.finished, points: GradePoints(), baseline: baseline, summary: "", executionTime: 0)
        XCTAssertEqual(results.scores.map(\.max), [0, 100])
        XCTAssertEqual(results.score, 100)
    }

    func testVisibilityComesFromTheMostSpecificEntry() throws {
        var points = GradePoints()
        points.visibility = ["default": "after_published", "architecture": "hidden", "trips": "after_due_date", "trips · counts days": "visible"]
        let tests = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GradeFormat.gradescope.render(grade(Self.finished, points)).utf8)) as? [String: Any])["tests"] as? [[String: Any]]
        let visibility = Dictionary(uniqueKeysWithValues: (tests ?? []).map { ($0["name"] as? String ?? "", $0["visibility"] as? String ?? "") })
        XCTAssertEqual(visibility["todos · loads"], "after_published")
        XCTAssertEqual(visibility["todos · only Data/ decodes"], "hidden")
        XCTAssertEqual(visibility["trips · only Trip decides"], "after_due_date")
        XCTAssertEqual(visibility["trips · counts days"], "visible")
    }

    /// One submission, five platforms' files: the same total.
    func testEveryPlatformRecordsTheSameTotal() throws {
        var reports = Self.finished
        reports[1] = Self.report("trips", [("rejects an empty name", .behaviour, true), ("counts days", .behaviour, false), ("only Trip decides", .architecture, false)])
        let results = grade(reports)
        XCTAssertEqual(results.score, 67, "50 + round(16.67)")
        let gradescope = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GradeFormat.gradescope.render(results).utf8)) as? [String: Any])
        let prairielearn = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GradeFormat.prairielearn.render(results).utf8)) as? [String: Any])
        let classroom = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GradeFormat.classroom50.render(results).utf8)) as? [String: Any])
        let codegrade = GradeFormat.codegrade.render(results).split(separator: "\n").last.map(String.init) ?? ""
        let junit = GradeFormat.junit.render(results)
        let junitPoints = try NSRegularExpression(pattern: #"<property name="points" value="(\d+)"/>"#)
            .matches(in: junit, range: NSRange(junit.startIndex..., in: junit))
            .compactMap { Range($0.range(at: 1), in: junit).flatMap { Int(junit[$0]) } }
        XCTAssertEqual(gradescope["score"] as? Double, 67)
        XCTAssertEqual(try XCTUnwrap(prairielearn["score"] as? Double) * 100, 67, accuracy: 0.0001)
        XCTAssertEqual(classroom["score"] as? Int, 67)
        XCTAssertEqual(classroom["max-score"] as? Int, 100)
        XCTAssertEqual(codegrade, #"{"tag": "points", "points": "67/100"}"#)
        XCTAssertEqual(junitPoints.reduce(0, +), 67)
    }

    /// The shipped points file loads, and each central rule it names is a rule of that kata, in
    /// both acts (a misspelt name would never cost anything). A kata may have none (a new one, as
    /// `kata dev new` writes it: `kata dev check` notes it), so the workbook's own six are named.
    func testTheShippedCentralRulesAreRulesOfTheirKatas() throws {
        let catalog = try Catalog(root: packageRoot)
        let points = try GradePoints.load(nil, root: packageRoot, ids: catalog.katas.map(\.id))
        let central = try XCTUnwrap(points.centralRules)
        let workbooks = ["vanilla-todos", "ddd-todos", "trip-validation", "egg-domain-object", "unit-of-work-orders", "login-reducer"]
        XCTAssertTrue(Set(workbooks).isSubset(of: central.keys), "each of the workbook's katas has its central rule: \(central.keys.sorted())")
        for kata in catalog.katas {
            for folder in ["Sources/Checks", "Sources/ChangeChecks"] {
                let url = packageRoot.appendingPathComponent(folder).appendingPathComponent(kata.module)
                let text = try SwiftFiles.list(in: url).map { try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8) }.joined()
                for rule in central[kata.id] ?? [] {
                    XCTAssertTrue(text.contains("Rule(\"\(rule)\""), "\(kata.id): “\(rule)” is a rule in \(folder)")
                }
            }
        }
    }
}
