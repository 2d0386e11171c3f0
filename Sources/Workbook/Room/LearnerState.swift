import Foundation

/// What a learner's workbook writes to the room after every run: `<folder>/<name>.json`.
///
/// A superset of `kata check --json`'s document (``ResultsDocument``): `kata report` reads both,
/// and every key it adds is optional, so that a plain results file reads as one.
struct LearnerState: Codable, Equatable, Sendable {
    struct Kata: Codable, Equatable, Sendable {
        var id: String
        /// `pass`, `fail` or `error` (does not compile), as in ``ResultsDocument``.
        var status: String
        var message: String?
        /// The checks and rules of the last run, with their status and message.
        var checks: [ResultsDocument.Check]
        /// Whether the learner has run this kata.
        var started: Bool?
        var hintsShown: Int?
        var runs: Int?
        var firstRun: Date?
        var lastRun: Date?
        /// How many runs in a row ended on the same first failing check (or did not compile).
        var sameFailureRuns: Int?
        /// The learner asked for the reference solution before the kata passed.
        var sawSolutionEarly: Bool?
        /// 2 when the last run was the change request's act (its checks are then both acts').
        var act: Int?
        /// The change request's act, once open: `pass`, `fail`, `error` or `not-started`.
        var changeStatus: String?
        /// What the change cost the learner's code, from the last run whose second act passed.
        var footprint: ChangeFootprint?
        /// When the learner first passed the kata; absent before, and in files written before it was kept.
        var firstPass: Date?
        /// When the last run did not compile: its first error, `file:line: message`. Absent in
        /// files written before it was kept (``RoomReport`` then reads it from `message`).
        var firstError: String?

        /// The name of the first check that did not pass, or a name for "does not compile".
        var firstFailure: String? {
            if status == "error" { return Self.doesNotCompile }
            return checks.first { $0.status != "pass" }?.name
        }

        static let doesNotCompile = "(does not compile)"
    }

    var version = 1
    var status: String
    var learner: String?
    /// The id of the workbook that wrote the file (see ``RoomMembership/workbook``).
    var workbook: String?
    /// When the file was written.
    var updated: Date?
    var katas: [Kata]

    init(learner: String?, workbook: String?, katas: [Kata] = []) {
        self.learner = learner
        self.workbook = workbook
        self.katas = katas
        status = "fail"
    }

    /// Records a run of one kata: its checks, and whether it failed the same way as last time.
    mutating func record(_ report: KataReport) {
        guard var kata = ResultsDocument(reports: [report]).katas.first.map(Kata.init(results:)) else { return }
        let previous = katas.first { $0.id == kata.id }
        if let failure = kata.firstFailure {
            kata.sameFailureRuns = previous?.firstFailure == failure ? (previous?.sameFailureRuns ?? 0) + 1 : 1
        } else {
            kata.sameFailureRuns = 0
        }
        kata.sawSolutionEarly = previous?.sawSolutionEarly
        kata.changeStatus = previous?.changeStatus
        // A later failing run of the second act keeps the last footprint measured.
        kata.footprint = kata.footprint ?? previous?.footprint
        kata.firstPass = previous?.firstPass
        kata.firstError = report.diagnostics.first { $0.severity == .error }.map { error in
            "\(error.file):\(error.line): \(error.message)".escapingControlCharacters()
        }
        if let index = katas.firstIndex(where: { $0.id == kata.id }) {
            katas[index] = kata
        } else {
            katas.append(kata)
        }
    }

    /// Brings every kata of the catalog in, in its order, with the learner's progress.
    mutating func refresh(katas ids: [String], progress: Progress, at date: Date) {
        katas = ids.map { id in
            let kataProgress = progress[id]
            var kata = katas.first { $0.id == id } ?? Kata(id: id, status: "fail", checks: [])
            switch kataProgress.status {
            case .passing: kata.status = "pass"
            case .failing: kata.status = "fail"
            case .doesNotCompile: kata.status = "error"
            case .notStarted: kata.status = "fail"
            }
            kata.started = kataProgress.runs > 0
            kata.hintsShown = kataProgress.hintsShown
            kata.runs = kataProgress.runs
            kata.firstRun = kataProgress.firstRun
            kata.lastRun = kataProgress.lastRun
            kata.firstPass = kataProgress.firstPass ?? kata.firstPass
            kata.sawSolutionEarly = kataProgress.sawSolutionEarly
            kata.changeStatus = kataProgress.change.map { change in
                switch change.status {
                case .passing: "pass"
                case .failing: "fail"
                case .doesNotCompile: "error"
                case .notStarted: "not-started"
                }
            }
            return kata
        }
        status = katas.contains { $0.status == "error" && $0.started == true } ? "error"
            : katas.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
        updated = date
    }

    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }

    /// A learner's file or a `kata check --json` document; nil when it is neither.
    static func decode(_ data: Data) -> LearnerState? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(LearnerState.self, from: data)
    }
}

extension LearnerState.Kata {
    init(results: ResultsDocument.Kata) {
        self.init(id: results.id, status: results.status, message: results.message, checks: results.checks, started: results.started,
                  act: results.act, footprint: results.footprint)
    }
}
