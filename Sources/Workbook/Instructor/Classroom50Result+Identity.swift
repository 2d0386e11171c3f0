import Foundation

extension Classroom50Result {
    /// The submission's identity, as Classroom 50's runner passes it to the autograder and makes
    /// it itself (`runner.py`'s `username_from_repo`, `commit_url`, `release_url`, `actor_identity`):
    /// every field `validate_result` requires is a non-empty string whenever the runner's
    /// variables are set. The runner stamps `owner`, `assignment_type`, `datetime`, `graded_at`
    /// and `submitted_by` again before it validates.
    struct Identity: Equatable, Sendable {
        var classroom = ""
        var assignment = ""
        var assignmentType = "individual"
        var owner = ""
        var submission = ""
        var commit = ""
        var release = ""
        var review = ""
        var submittedBy: SubmittedBy?
        var submitted: Date?

        /// From `CLASSROOM`, `ASSIGNMENT`, `ASSIGNMENT_TYPE`, `OWNER` or `USERNAME` (else the
        /// `<username>` of `GITHUB_REPOSITORY`'s `<classroom>-<assignment>-<username>`, else
        /// `GITHUB_ACTOR`), `SUBMISSION_TAG`, `COMMIT_URL`, `RELEASE_URL` and `REVIEW_URL` (else
        /// made as the runner makes them from `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY` and
        /// `GITHUB_SHA`), `GITHUB_ACTOR` and `GITHUB_ACTOR_ID`, and `SUBMITTED_AT` (an ISO 8601
        /// time; else the time of the grade). Values are trimmed, as the runner trims its own.
        init(environment: [String: String]) {
            func value(_ name: String) -> String? {
                environment[name].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
            }
            let repository = value("GITHUB_REPOSITORY")
            let actor = value("GITHUB_ACTOR")
            classroom = value("CLASSROOM") ?? ""
            assignment = value("ASSIGNMENT") ?? ""
            assignmentType = value("ASSIGNMENT_TYPE") ?? "individual"
            owner = value("OWNER") ?? value("USERNAME")
                ?? repository.flatMap { Self.username(repository: $0, classroom: classroom, assignment: assignment) } ?? actor ?? ""
            submission = value("SUBMISSION_TAG") ?? ""
            let server = value("GITHUB_SERVER_URL") ?? "https://github.com"
            commit = value("COMMIT_URL")
                ?? repository.flatMap { repository in value("GITHUB_SHA").map { "\(server)/\(repository)/commit/\($0)" } } ?? value("GITHUB_SHA") ?? ""
            let tag = submission.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? submission
            release = value("RELEASE_URL") ?? repository.map { "\(server)/\($0)/releases/tag/\(tag)" } ?? ""
            review = value("REVIEW_URL") ?? commit
            submittedBy = actor.map { SubmittedBy(username: $0, id: value("GITHUB_ACTOR_ID").flatMap(Self.digits)) }
            submitted = value("SUBMITTED_AT").flatMap { ISO8601DateFormatter().date(from: $0) }
        }

        init() {}

        /// The `<username>` of a repository named `<classroom>-<assignment>-<username>`.
        static func username(repository: String, classroom: String, assignment: String) -> String? {
            let name = repository.split(separator: "/", maxSplits: 1).last.map(String.init) ?? repository
            let prefix = "\(classroom.lowercased())-\(assignment.lowercased())-"
            guard name.lowercased().hasPrefix(prefix) else { return nil }
            let username = String(name.dropFirst(prefix.count))
            return username.isEmpty ? nil : username
        }

        /// A number written in ASCII digits only.
        private static func digits(_ text: String) -> Int? {
            text.allSatisfy { $0.isASCII && $0.isNumber } ? Int(text) : nil
        }

        /// What `urllib.parse.quote(…, safe='')` leaves as it is.
        private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")
    }
}
