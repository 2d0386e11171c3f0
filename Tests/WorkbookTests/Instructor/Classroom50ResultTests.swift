import XCTest
import KataKit
@testable import Workbook

/// Classroom 50's `result.json` passes the rules Classroom 50 publishes (``Classroom50Schema``,
/// transcribed from its schema and its runner's `validate_result`) on every path: a passing, a
/// failing and a not-gradable submission; and the validator catches each rule it transcribes.
final class Classroom50ResultTests: XCTestCase {
    static let environment = [
        "CLASSROOM": "ios-architecture-2027", "ASSIGNMENT": "katas", "SUBMISSION_TAG": "submit/3", "GITHUB_REPOSITORY": "ios-2027/katas-ada",
        "GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_ACTOR": "ada",
        "USERNAME": "ada", "RELEASE_URL": "https://github.com/ios-2027/katas-ada/releases/tag/submit/3",
        "REVIEW_URL": "https://github.com/ios-2027/katas-ada/pull/1",
    ]

    func render(_ results: GradeResults, environment: [String: String] = environment) -> Data {
        Data(GradeFormat.encoded(Classroom50Result(results, limit: 16_000, identity: .init(environment: environment),
                                                   now: Date(timeIntervalSince1970: 1_800_000_000))).utf8)
    }

    static var run: Classroom50Schema.Run { Classroom50Schema.Run(environment: environment) }

    func results(_ reports: [KataReport]) -> GradeResults {
        GradeResults(reports: reports, points: GradePoints(), baseline: GradeScoringTests.baseline, summary: "", executionTime: 1)
    }

    func document(_ data: Data) throws -> JSONValue { try JSONValue.parse(data) }

    func testAPassingSubmissionIsValid() throws {
        let data = render(results(GradeScoringTests.finished))
        XCTAssertEqual(Classroom50Schema.violations(data, run: Self.run), [])
        let result = try document(data)
        XCTAssertEqual(result["score"], .integer(100))
        XCTAssertEqual(result["max-score"], .integer(100))
        guard case .array(let tests)? = result["tests"] else { return XCTFail("no tests") }
        XCTAssertEqual(tests.map { $0["test-name"] }, [.string("todos"), .string("trips")])
        XCTAssertEqual(tests.map { $0["passed"] }, [.bool(true), .bool(true)])
        XCTAssertEqual(tests.map { $0["name"] }, [nil, nil], "the published key is test-name")
    }

    func testAFailingSubmissionIsValidWithTheRunnersIdentityAndWholePoints() throws {
        var reports = GradeScoringTests.finished
        // A check the starter passed, broken; a central rule failed elsewhere: every test keeps 0 ≤ score ≤ max.
        reports[0] = GradeScoringTests.report("todos", [("loads", .behaviour, false), ("shows errors", .behaviour, false),
                                                        ("the model never reaches a request", .architecture, true), ("only Data/ decodes", .architecture, false)])
        reports[1] = GradeScoringTests.report("trips", [("rejects an empty name", .behaviour, true), ("counts days", .behaviour, false),
                                                        ("only Trip decides", .architecture, false)])
        let data = render(results(reports))
        XCTAssertEqual(Classroom50Schema.violations(data, run: Self.run), [])
        let result = try document(data)
        XCTAssertEqual(result["classroom"], .string("ios-architecture-2027"))
        XCTAssertEqual(result["assignment"], .string("katas"))
        XCTAssertEqual(result["assignment_type"], .string("individual"))
        XCTAssertEqual(result["owner"], .string("ada"))
        XCTAssertEqual(result["submission"], .string("submit/3"))
        XCTAssertEqual(result["commit"], .string("https://github.com/ios-2027/katas-ada/commit/0123456789abcdef0123456789abcdef01234567"))
        XCTAssertEqual(result["release"], .string("https://github.com/ios-2027/katas-ada/releases/tag/submit/3"))
        XCTAssertEqual(result["review"], .string("https://github.com/ios-2027/katas-ada/pull/1"))
        XCTAssertEqual(result["datetime"], .string("2027-01-15T08:00:00Z"))
        XCTAssertEqual(result["submitted_by"], .object(["username": .string("ada")]), "the published object, not a string")
        XCTAssertEqual(result["score"], .integer(17))
        guard case .array(let tests)? = result["tests"] else { return XCTFail("no tests") }
        XCTAssertEqual(tests.map { $0["test-name"] }, [.string("todos"), .string("trips")])
        XCTAssertEqual(tests.map { $0["score"] }, [.integer(0), .integer(17)])
        XCTAssertEqual(tests.map { $0["passed"] }, [.bool(false), .bool(false)])
        XCTAssertTrue((tests[1]["output"]?.asString ?? "").contains("✗ trips · counts days"))
        guard case .array(let checks)? = tests[1]["checks"] else { return XCTFail("the checks are kept as an extra field") }
        XCTAssertEqual(checks.count, 4)
    }

    func testANotGradableSubmissionIsValid() {
        let unfinished = KataReport(kata: GradeScoringTests.kata("todos", "Todos"), isSolution: false, diagnostics: [
            Diagnostic(file: "Katas/Todos/Todo.swift", line: 1, column: 1, severity: .error, message: "not graded: the grade did not finish"),
        ])
        XCTAssertEqual(Classroom50Schema.violations(render(GradeResults(reports: [unfinished], points: GradePoints(), summary: "", executionTime: 0)),
                                                    run: Self.run), [])
        var broken = GradeScoringTests.finished
        broken[1] = KataReport(kata: GradeScoringTests.kata("trips", "Trips"), isSolution: false, diagnostics: [
            Diagnostic(file: "Katas/Trips/Trip.swift", line: 3, column: 1, severity: .error, message: "cannot find 'Trip' in scope"),
        ])
        XCTAssertEqual(Classroom50Schema.violations(render(results(broken)), run: Self.run), [])
        XCTAssertEqual(Classroom50Schema.violations(render(results([])), run: Self.run), [], "an empty upload: no test, 0 of 0")
    }

    func testTheIdentityIsMadeAsTheRunnerMakesIt() throws {
        // Only what the workflow sets: the runner's own fallbacks (runner.py's username_from_repo,
        // commit_url, release_url, review falling back to the commit, actor_identity).
        let bare = ["CLASSROOM": " ios-architecture-2027 ", "ASSIGNMENT": "katas", "SUBMISSION_TAG": "submit/20270115T080000Z-0123456",
                    "GITHUB_REPOSITORY": "ios-2027/ios-architecture-2027-katas-Ada", "GITHUB_SHA": "0123456", "GITHUB_ACTOR": "bo",
                    "GITHUB_ACTOR_ID": "42"]
        let data = render(results(GradeScoringTests.untouched), environment: bare)
        XCTAssertEqual(Classroom50Schema.violations(data, run: Classroom50Schema.Run(environment: bare)), [])
        let result = try document(data)
        XCTAssertEqual(result["classroom"], .string("ios-architecture-2027"))
        XCTAssertEqual(result["owner"], .string("Ada"))
        XCTAssertEqual(result["commit"], .string("https://github.com/ios-2027/ios-architecture-2027-katas-Ada/commit/0123456"))
        XCTAssertEqual(result["release"], .string("https://github.com/ios-2027/ios-architecture-2027-katas-Ada/releases/tag/submit%2F20270115T080000Z-0123456"))
        XCTAssertEqual(result["review"], result["commit"])
        XCTAssertEqual(result["submitted_by"], .object(["username": .string("bo"), "id": .integer(42)]))
    }

    func testTheValidatorCatchesEveryRule() throws {
        let valid = try document(render(results(GradeScoringTests.finished)))
        func problems(_ change: (inout [String: JSONValue]) -> Void) -> [String] {
            guard case .object(var members) = valid else { return ["not an object"] }
            change(&members)
            return Classroom50Schema.schemaViolations(.object(members)) + Classroom50Schema.runnerViolations(.object(members), run: Self.run)
        }
        func test(_ change: @escaping (inout [String: JSONValue]) -> Void) -> (inout [String: JSONValue]) -> Void {
            { members in
                guard case .array(var tests)? = members["tests"], case .object(var first) = tests[0] else { return }
                change(&first)
                tests[0] = .object(first)
                members["tests"] = .array(tests)
            }
        }
        let cases: [(String, (inout [String: JSONValue]) -> Void, [String])] = [
            ("an unknown key", { $0["extra"] = .bool(true) }, ["schema: extra is not a property"]),
            ("no commit", { $0["commit"] = nil }, ["schema: commit is required", "validate_result: 'commit' must be a non-empty string"]),
            ("another schema", { $0["schema"] = .string("classroom50/result/v2") }, ["schema: schema is not the const", "validate_result: schema is not"]),
            ("another classroom", { $0["classroom"] = .string("other") }, ["validate_result: classroom is"]),
            ("an empty owner", { $0["owner"] = .string("") }, ["schema: owner is not a string of minLength 1", "validate_result: 'owner' must be"]),
            ("another owner", { $0["owner"] = .string("bo") }, ["validate_result: 'owner' is bo"]),
            ("a team", { $0["assignment_type"] = .string("team") }, ["schema: assignment_type is not in the enum", "validate_result: 'assignment_type'"]),
            ("a branch", { $0["submission"] = .string("main") }, ["schema: submission does not match", "validate_result: 'submission' must be"]),
            ("a time with a space", { $0["datetime"] = .string("2027-01-15 08:00:00Z") }, ["schema: datetime does not match"]),
            ("hour 24", { $0["graded_at"] = .string("2027-01-15T24:00:00Z") }, ["schema: graded_at does not match"]),
            ("a fraction", { $0["score"] = .float(33.5) }, ["schema: score is not an integer", "validate_result: 'score' must be"]),
            ("a whole float", { $0["score"] = .float(100) }, ["validate_result: 'score' must be"]),
            ("a boolean score", { $0["max-score"] = .bool(true) }, ["schema: max-score is not an integer", "validate_result: 'max-score' must be"]),
            ("a negative maximum", { $0["max-score"] = .integer(-1) }, ["schema: max-score is not an integer ≥ 0", "validate_result: 'max-score' must be"]),
            ("above the maximum", { $0["score"] = .integer(101) }, ["validate_result: 'score' (101) > 'max-score' (100)"]),
            ("tests not a list", { $0["tests"] = .object([:]) }, ["schema: tests is not an array", "validate_result: 'tests' is not a list"]),
            ("name, not test-name", test { $0["name"] = $0["test-name"]; $0["test-name"] = nil },
             ["schema: tests[0].test-name is required", "validate_result: 'tests[0].test-name' must be"]),
            ("an empty test-name", test { $0["test-name"] = .string("") }, ["schema: tests[0].test-name is not", "validate_result: 'tests[0].test-name'"]),
            ("passed as a number", test { $0["passed"] = .integer(1) }, ["schema: tests[0].passed is not a boolean", "validate_result: 'tests[0].passed'"]),
            ("a test above its maximum", test { $0["score"] = .integer(60) }, ["validate_result: 'tests[0].score' (60) > 'tests[0].max-score' (50)"]),
            ("a negative test score", test { $0["score"] = .integer(-1) }, ["schema: tests[0].score is not an integer ≥ 0", "validate_result: 'tests[0].score' must be"]),
            ("a pusher as a string", { $0["submitted_by"] = .string("ada") }, ["schema: submitted_by is not an object", "validate_result: 'submitted_by' must be"]),
            ("a pusher without a name", { $0["submitted_by"] = .object(["id": .integer(1)]) },
             ["schema: submitted_by.username is required", "validate_result: 'submitted_by.username'"]),
            ("a pusher's id as text", { $0["submitted_by"] = .object(["username": .string("ada"), "id": .string("1")]) },
             ["schema: submitted_by.id is not", "validate_result: 'submitted_by.id'"]),
            ("a pusher's extra field", { $0["submitted_by"] = .object(["username": .string("ada"), "login": .string("ada")]) },
             ["schema: submitted_by.login is not a property"]),
        ]
        XCTAssertEqual(problems { _ in }, [], "the unchanged result is valid")
        for (what, change, expected) in cases {
            let found = problems(change)
            for prefix in expected { XCTAssertTrue(found.contains { $0.hasPrefix(prefix) }, "\(what): \(prefix) in \(found)") }
        }
        XCTAssertEqual(problems { $0["submitted_by"] = .object(["username": .string("ada"), "id": .null]) }, [], "id may be null")
        XCTAssertEqual(problems(test { $0["output"] = .string("extra fields are kept") }), [], "a test's extra fields are allowed")
    }

    func testTheJSONReaderTellsIntegersFromFloatsAndBooleans() throws {
        XCTAssertEqual(try JSONValue.parse(Data(#"{"a": [1, 1.0, 1e2, true, null, "\u00e9\n"]}"#.utf8)),
                       .object(["a": .array([.integer(1), .float(1), .float(100), .bool(true), .null, .string("é\n")])]))
        XCTAssertThrowsError(try JSONValue.parse(Data("{\"a\": 01}".utf8)))
        XCTAssertThrowsError(try JSONValue.parse(Data("\"raw \u{1B} escape\"".utf8)))
    }
}
