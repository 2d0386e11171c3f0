import Foundation

/// Classroom 50's `result.json`, as its runner validates it against `classroom50/result/v1`
/// (foundation50/classroom50 `schemas/result-v1.schema.json`, and `validate_result` in the
/// teacher skeleton's `runner.py`): the submission's identity from the runner's environment,
/// whole-number points, and one test per kata, `test-name`, `passed`, `score` and `max-score`
/// (its checks listed inside, as extra fields, which Classroom 50 keeps).
struct Classroom50Result: Encodable, Equatable, Sendable {
    struct Check: Encodable, Equatable, Sendable {
        var name: String
        var kind: String
        var status: String
        /// The check's exact share of the points (negative: a check the starter passed, broken).
        var points: Double
    }

    struct Test: Encodable, Equatable, Sendable {
        var name: String
        var score: Int
        var maxScore: Int
        var passed: Bool
        var visibility: String
        /// How the kata's points were given.
        var points: String
        var output: String
        var checks: [Check]

        enum CodingKeys: String, CodingKey {
            case name = "test-name", score, maxScore = "max-score", passed, visibility, points, output, checks
        }
    }

    /// Who pushed the submission, as the runner stamps it (`GITHUB_ACTOR`, `GITHUB_ACTOR_ID`).
    struct SubmittedBy: Encodable, Equatable, Sendable {
        var username: String
        /// The pusher's numeric GitHub id; left out when unknown.
        var id: Int?
    }

    var schema = "classroom50/result/v1"
    var classroom: String
    var assignment: String
    var assignmentType: String
    var owner: String
    var submission: String
    var commit: String
    var release: String
    var review: String
    var datetime: String
    var gradedAt: String
    var submittedBy: SubmittedBy?
    var score: Int
    var maxScore: Int
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case schema, classroom, assignment, assignmentType = "assignment_type", owner, submission, commit, release, review,
             datetime, gradedAt = "graded_at", submittedBy = "submitted_by", score, maxScore = "max-score", tests
    }

    init(_ results: GradeResults, limit: Int, identity: Identity = Identity(environment: ProcessInfo.processInfo.environment), now: Date = Date()) {
        classroom = identity.classroom
        assignment = identity.assignment
        assignmentType = identity.assignmentType
        owner = identity.owner
        submission = identity.submission
        commit = identity.commit
        release = identity.release
        review = identity.review
        datetime = Self.timestamp(identity.submitted ?? now)
        gradedAt = Self.timestamp(now)
        submittedBy = identity.submittedBy
        score = results.score
        maxScore = results.maxScore
        tests = results.scores.map { kata in
            let checks = results.tests.filter { $0.kata == kata.kata }
            let failing = checks.filter { !$0.isPassing }
            let output = failing.isEmpty ? "Every check passes."
                : failing.map { "✗ \($0.name)\n" + $0.output(markdown: false, limit: limit / Swift.max(1, failing.count)) }.joined(separator: "\n\n")
            return Test(name: kata.kata, score: kata.earned, maxScore: kata.max, passed: failing.isEmpty,
                        visibility: results.points.visibility(kata: kata.kata, act: .one, kind: "", test: kata.kata),
                        points: kata.explanation, output: GradedTest.cut(output, limit),
                        checks: checks.map { Check(name: $0.checkName, kind: $0.kind, status: $0.status, points: GradeResults.rounded($0.score)) })
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
