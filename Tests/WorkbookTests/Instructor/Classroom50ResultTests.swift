import XCTest
import KataKit
@testable import Workbook

/// Every rule of `classroom50/result/v1`, as Classroom 50's runner validates a `result.json`:
/// the required fields and no others, the identity from the runner's environment, the time's
/// shape, and whole, non-negative points never above their maximum.
enum Classroom50Schema {
    static let required: Set<String> = ["schema", "classroom", "assignment", "assignment_type", "owner", "submission", "commit",
                                        "release", "review", "datetime", "score", "max-score", "tests"]
    static let optional: Set<String> = ["graded_at", "submitted_by"]

    /// What breaks the schema in `data`; empty when it is valid.
    static func violations(_ data: Data) -> [String] {
        guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return ["not a JSON object"] }
        var problems: [String] = []
        for key in required.subtracting(document.keys).sorted() { problems.append("missing \(key)") }
        for key in Set(document.keys).subtracting(required).subtracting(optional).sorted() { problems.append("unknown top-level key \(key)") }
        if document["schema"] as? String != "classroom50/result/v1" { problems.append("schema is not classroom50/result/v1") }
        for key in ["classroom", "assignment", "assignment_type", "owner", "submission", "commit", "release", "review", "datetime"]
            where !(document[key] is String) { problems.append("\(key) is not a string") }
        for key in ["graded_at", "submitted_by"] where document[key] != nil && !(document[key] is String) {
            problems.append("\(key) is not a string")
        }
        if let submission = document["submission"] as? String, !submission.hasPrefix("submit/") {
            problems.append("submission \(submission) is not a submit/… tag")
        }
        for key in ["datetime", "graded_at"] {
            if let time = document[key] as? String, time.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#, options: .regularExpression) == nil {
                problems.append("\(key) \(time) is not YYYY-MM-DDTHH:MM:SSZ")
            }
        }
        problems += points(document, at: "")
        guard let tests = document["tests"] as? [[String: Any]] else { return problems + ["tests is not an array of objects"] }
        for (index, test) in tests.enumerated() { problems += points(test, at: "tests[\(index)].") }
        return problems
    }

    /// `score` and `max-score` whole numbers ≥ 0, the score not above the maximum.
    private static func points(_ object: [String: Any], at path: String) -> [String] {
        var problems: [String] = []
        var values: [String: Int] = [:]
        for key in ["score", "max-score"] {
            let text = object[key].map { String(describing: $0) } ?? ""
            guard let number = object[key] as? NSNumber, let whole = object[key] as? Int, !["true", "false"].contains(text),
                  Double(whole) == number.doubleValue, !text.contains(".") else {
                problems.append("\(path)\(key) is not an integer: \(object[key].map { "\($0)" } ?? "missing")")
                continue
            }
            if number.intValue < 0 { problems.append("\(path)\(key) is negative") }
            values[key] = number.intValue
        }
        if let score = values["score"], let maximum = values["max-score"], score > maximum {
            problems.append("\(path)score \(score) is above max-score \(maximum)")
        }
        return problems
    }
}

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

    func testAGradeIsValidResultV1WithTheRunnersIdentityAndWholePoints() throws {
        var reports = GradeScoringTests.finished
        reports[1] = GradeScoringTests.report("trips", [("rejects an empty name", .behaviour, true), ("counts days", .behaviour, false),
                                                        ("only Trip decides", .architecture, false)])
        let results = GradeResults(reports: reports, points: GradePoints(), baseline: GradeScoringTests.baseline, summary: "", executionTime: 1)
        let data = render(results)
        XCTAssertEqual(Classroom50Schema.violations(data), [])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(document["classroom"] as? String, "ios-architecture-2027")
        XCTAssertEqual(document["assignment"] as? String, "katas")
        XCTAssertEqual(document["assignment_type"] as? String, "individual")
        XCTAssertEqual(document["owner"] as? String, "ada")
        XCTAssertEqual(document["submission"] as? String, "submit/3")
        XCTAssertEqual(document["commit"] as? String, "https://github.com/ios-2027/katas-ada/commit/0123456789abcdef0123456789abcdef01234567")
        XCTAssertEqual(document["release"] as? String, "https://github.com/ios-2027/katas-ada/releases/tag/submit/3")
        XCTAssertEqual(document["review"] as? String, "https://github.com/ios-2027/katas-ada/pull/1")
        XCTAssertEqual(document["datetime"] as? String, "2027-01-15T08:00:00Z")
        XCTAssertEqual(document["submitted_by"] as? String, "ada")
        XCTAssertEqual(document["score"] as? Int, 67)
        let tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["name"] as? String }, ["todos", "trips"])
        XCTAssertEqual(tests.map { $0["score"] as? Int }, [50, 17])
        XCTAssertTrue((tests[1]["output"] as? String ?? "").contains("✗ trips · counts days"))
        XCTAssertEqual((tests[1]["checks"] as? [[String: Any]])?.count, 4, "every check is kept as an extra field")
    }

    func testTheValidatorCatchesEveryRule() throws {
        let results = GradeResults(reports: GradeScoringTests.finished, points: GradePoints(), baseline: GradeScoringTests.baseline,
                                   summary: "", executionTime: 1)
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: render(results)) as? [String: Any])
        document["extra"] = true
        document["score"] = 33.5
        document["max-score"] = -1
        document["datetime"] = "2027-01-15 08:00"
        document["submission"] = "main"
        document.removeValue(forKey: "commit")
        var tests = try XCTUnwrap(document["tests"] as? [[String: Any]])
        tests[0]["score"] = 60
        document["tests"] = tests
        let problems = Classroom50Schema.violations(try JSONSerialization.data(withJSONObject: document))
        for expected in ["missing commit", "unknown top-level key extra", "score is not an integer", "max-score is negative",
                         "datetime 2027-01-15 08:00", "submission main", "tests[0].score 60 is above max-score 50"] {
            XCTAssertTrue(problems.contains { $0.hasPrefix(expected) }, "\(expected) in \(problems)")
        }
    }

    func testAGradeThatDidNotFinishIsStillValid() {
        let report = KataReport(kata: GradeScoringTests.kata("todos", "Todos"), isSolution: false, diagnostics: [
            Diagnostic(file: "Katas/Todos/Todo.swift", line: 1, column: 1, severity: .error, message: "not graded: the grade did not finish"),
        ])
        XCTAssertEqual(Classroom50Schema.violations(render(GradeResults(reports: [report], points: GradePoints(), summary: "", executionTime: 0))), [])
    }
}
