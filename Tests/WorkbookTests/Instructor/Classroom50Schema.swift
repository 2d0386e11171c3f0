import Foundation

/// `classroom50/result/v1` as Classroom 50 checks a `result.json`, transcribed rule by rule from
/// the published text of foundation50/classroom50 (read with the search tool's copy of GitHub):
///
/// - `schemas/result-v1.schema.json` at commit 6e593c79b87c99f94fec2ae0badadba761360516
///   (JSON Schema 2020-12): ``schemaViolations(_:)``;
/// - `cli/gh-teacher/skeleton/dotgithub/scripts/runner.py` at commit
///   6b0b83cfad6048af79a9705dc114d2b73fa786d9, `validate_result` and `validate_submitted_by`,
///   which the runner applies after stamping `owner`, `assignment_type`, `datetime`, `graded_at`
///   and `submitted_by` (a result that fails is published as an error, 0 of 0):
///   ``runnerViolations(_:run:)``.
///
/// A result is valid when it passes both, as written (before the runner stamps anything).
enum Classroom50Schema {
    /// `validate_result`'s keyword arguments: the run's identity.
    struct Run {
        var classroom: String
        var assignment: String
        var expectedType = "individual"
        var owner: String?

        /// As the runner reads them (`.strip()`ped), from the variables it passes the autograder.
        init(environment: [String: String]) {
            func value(_ name: String) -> String { (environment[name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
            classroom = value("CLASSROOM")
            assignment = value("ASSIGNMENT")
            expectedType = environment["ASSIGNMENT_TYPE"].map { _ in value("ASSIGNMENT_TYPE") } ?? "individual"
            owner = environment["USERNAME"].map { _ in value("USERNAME") }
        }
    }

    /// What breaks the schema or `validate_result` in `data`; empty when it is valid. Without
    /// `run`, the identity is only checked for its types, not against the run's.
    static func violations(_ data: Data, run: Run? = nil) -> [String] {
        do {
            let document = try JSONValue.parse(data)
            return schemaViolations(document) + runnerViolations(document, run: run)
        } catch {
            return ["not JSON: \(error)"]
        }
    }

    // MARK: - schemas/result-v1.schema.json

    static let properties: Set<String> = ["schema", "classroom", "assignment", "assignment_type", "owner", "submission", "commit",
                                          "release", "review", "datetime", "graded_at", "score", "max-score", "tests", "submitted_by"]
    static let required = ["schema", "classroom", "assignment", "assignment_type", "owner", "submission", "commit", "release",
                           "review", "datetime", "score", "max-score", "tests"]
    static let time = #"^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$"#

    static func schemaViolations(_ document: JSONValue) -> [String] {
        guard case .object(let members) = document else { return ["schema: the document is not an object"] }
        var problems: [String] = []
        func fail(_ text: String) { problems.append("schema: " + text) }
        // "additionalProperties": false, and "required".
        for key in Set(members.keys).subtracting(properties).sorted() { fail("\(key) is not a property of the schema") }
        for key in required where members[key] == nil { fail("\(key) is required") }
        // "schema": { "const": "classroom50/result/v1" }
        if let value = members["schema"], value != .string("classroom50/result/v1") { fail("schema is not the const classroom50/result/v1") }
        // classroom, assignment, owner, commit, release, review: "type": "string", "minLength": 1
        for key in ["classroom", "assignment", "owner", "commit", "release", "review"] {
            if let value = members[key], (value.asString?.unicodeScalars.count ?? 0) < 1 { fail("\(key) is not a string of minLength 1") }
        }
        // "assignment_type": { "enum": ["individual", "group"] }
        if let value = members["assignment_type"], value != .string("individual"), value != .string("group") {
            fail("assignment_type is not in the enum [individual, group]")
        }
        // "submission": "type": "string", "pattern": "^submit/"
        if let value = members["submission"], !matches(value, "^submit/") { fail("submission does not match ^submit/") }
        // datetime, graded_at: "type": "string", "pattern": YYYY-MM-DDTHH:MM:SSZ
        for key in ["datetime", "graded_at"] {
            if let value = members[key], !matches(value, time) { fail("\(key) does not match \(time)") }
        }
        // score, max-score: "type": "integer", "minimum": 0
        for key in ["score", "max-score"] {
            if let value = members[key], !isSchemaInteger(value, minimum: 0) { fail("\(key) is not an integer ≥ 0") }
        }
        // "tests": { "type": "array", "items": { "$ref": "#/$defs/testResult" } }
        if let value = members["tests"] {
            if case .array(let tests) = value {
                for (index, test) in tests.enumerated() { problems += testResultViolations(test).map { "schema: tests[\(index)]." + $0 } }
            } else {
                fail("tests is not an array")
            }
        }
        // "submitted_by": { "$ref": "#/$defs/submittedBy" }
        if let value = members["submitted_by"] { problems += submittedByViolations(value).map { "schema: submitted_by" + $0 } }
        return problems
    }

    /// `$defs/testResult`: an object ("additionalProperties": true) requiring `test-name` (string,
    /// minLength 1), `passed` (boolean), `score` and `max-score` (integers, minimum 0).
    static func testResultViolations(_ test: JSONValue) -> [String] {
        guard case .object(let members) = test else { return ["not an object"] }
        var problems: [String] = []
        for key in ["test-name", "passed", "score", "max-score"] where members[key] == nil { problems.append("\(key) is required") }
        if let name = members["test-name"], (name.asString?.unicodeScalars.count ?? 0) < 1 { problems.append("test-name is not a string of minLength 1") }
        if let passed = members["passed"], !isBool(passed) { problems.append("passed is not a boolean") }
        for key in ["score", "max-score"] {
            if let value = members[key], !isSchemaInteger(value, minimum: 0) { problems.append("\(key) is not an integer ≥ 0") }
        }
        return problems
    }

    /// `$defs/submittedBy`: an object ("additionalProperties": false) requiring `username`
    /// (string, minLength 1), with `id` an integer or null.
    static func submittedByViolations(_ value: JSONValue) -> [String] {
        guard case .object(let members) = value else { return [" is not an object"] }
        var problems: [String] = []
        for key in Set(members.keys).subtracting(["username", "id"]).sorted() { problems.append(".\(key) is not a property of submittedBy") }
        if let username = members["username"] {
            if (username.asString?.unicodeScalars.count ?? 0) < 1 { problems.append(".username is not a string of minLength 1") }
        } else {
            problems.append(".username is required")
        }
        if let id = members["id"], id != .null, !isSchemaInteger(id, minimum: nil) { problems.append(".id is not an integer or null") }
        return problems
    }

    /// JSON Schema's "integer": a number whose fraction is zero (`1.0` included).
    static func isSchemaInteger(_ value: JSONValue, minimum: Int?) -> Bool {
        switch value {
        case .integer(let number): return number >= (minimum ?? .min)
        case .float(let number): return number == number.rounded() && number >= Double(minimum ?? .min)
        default: return false
        }
    }

    static func isBool(_ value: JSONValue) -> Bool {
        if case .bool = value { return true }
        return false
    }

    static func matches(_ value: JSONValue, _ pattern: String) -> Bool {
        value.asString.map { $0.range(of: pattern, options: .regularExpression) != nil } ?? false
    }

    // MARK: - runner.py, validate_result

    static func runnerViolations(_ data: JSONValue, run: Run?) -> [String] {
        var problems: [String] = []
        func fail(_ text: String) { problems.append("validate_result: " + text) }
        // if not isinstance(data, dict)
        guard case .object = data else { return ["validate_result: result.json is not a JSON object"] }
        // data.get("schema") != RESULT_SCHEMA_V1
        if data["schema"] != .string("classroom50/result/v1") { fail("schema is not classroom50/result/v1") }
        // data.get("classroom") != classroom; data.get("assignment") != assignment
        for (key, expected) in [("classroom", run?.classroom), ("assignment", run?.assignment)] {
            if let expected, data[key] != .string(expected) { fail("\(key) is \(String(describing: data[key])), want \(expected)") }
        }
        // owner: a non-empty str, equal (case-insensitively) to the repository's owner when given
        let owner = data["owner"]?.asString ?? ""
        if owner.isEmpty { fail("'owner' must be a non-empty string") }
        if let expected = run?.owner, !owner.isEmpty, owner.lowercased() != expected.lowercased() { fail("'owner' is \(owner), want \(expected)") }
        // assignment_type != expected_type
        if let run, data["assignment_type"] != .string(run.expectedType) { fail("'assignment_type' is not \(run.expectedType)") }
        // submission: a str that startswith("submit/")
        if !(data["submission"]?.asString?.hasPrefix("submit/") ?? false) { fail("'submission' must be a 'submit/*' string") }
        // commit, release, review, datetime: non-empty str
        for key in ["commit", "release", "review", "datetime"] where (data[key]?.asString ?? "").isEmpty {
            fail("'\(key)' must be a non-empty string")
        }
        // score, max-score: int (never bool) ≥ 0, score ≤ max-score
        problems += points(data, at: "").map { "validate_result: " + $0 }
        // tests: a list of dicts, each with a non-empty str test-name, a bool passed, and points
        guard case .array(let tests)? = data["tests"] else { return problems + ["validate_result: 'tests' is not a list"] }
        for (index, test) in tests.enumerated() {
            guard case .object = test else {
                fail("'tests[\(index)]' is not an object")
                continue
            }
            if (test["test-name"]?.asString ?? "").isEmpty { fail("'tests[\(index)].test-name' must be a non-empty string") }
            if !isBool(test["passed"] ?? .null) { fail("'tests[\(index)].passed' must be a boolean") }
            problems += points(test, at: "tests[\(index)].").map { "validate_result: " + $0 }
        }
        // validate_submitted_by: None (absent or null) passes; else a dict, a non-empty str
        // username, an id that is None or an int.
        if let submitted = data["submitted_by"], submitted != .null {
            if case .object = submitted {
                if (submitted["username"]?.asString ?? "").isEmpty { fail("'submitted_by.username' must be a non-empty string") }
                if let id = submitted["id"], id != .null, id.asInteger == nil { fail("'submitted_by.id' must be an integer or null") }
            } else {
                fail("'submitted_by' must be an object")
            }
        }
        return problems
    }

    /// `score` and `max-score` Python ints (a JSON number without fraction or exponent) ≥ 0, the
    /// score not above the maximum.
    static func points(_ object: JSONValue, at path: String) -> [String] {
        let score = object["score"]?.asInteger, maximum = object["max-score"]?.asInteger
        var problems: [String] = []
        if (score ?? -1) < 0 { problems.append("'\(path)score' must be a non-negative integer") }
        if (maximum ?? -1) < 0 { problems.append("'\(path)max-score' must be a non-negative integer") }
        if let score, let maximum, score >= 0, maximum >= 0, score > maximum { problems.append("'\(path)score' (\(score)) > '\(path)max-score' (\(maximum))") }
        return problems
    }
}
