import Foundation

/// What `kata report` and `kata room` show: the room's results, from the learners' files in a
/// room's folder or their `kata check --json` files.
struct RoomReport: Equatable, Sendable, Encodable {
    struct KataRow: Equatable, Sendable, Encodable {
        var id: String
        var passing: [String] = []
        var failing: [String] = []
        var notCompiling: [String] = []
        var notStarted: [String] = []
        /// The second act: what the change cost each learner whose change request passed.
        var footprints: [Footprint] = []

        /// "2 touched 2 parts · 1 touched 3 parts": the learners by the number of parts their
        /// change touched, for the debrief.
        var partsTouched: String {
            Dictionary(grouping: footprints, by: \.partsTouched).sorted { $0.key < $1.key }
                .map { "\($0.value.count) touched \($0.key) part\($0.key == 1 ? "" : "s")" }.joined(separator: " · ")
        }
    }

    /// One learner's change footprint, as the debrief counts it.
    struct Footprint: Equatable, Sendable, Encodable {
        var learner: String
        var partsTouched: Int
        var onlyNewCodeAdded: Bool
    }

    struct FailingCheck: Equatable, Sendable, Encodable {
        var kata: String
        var name: String
        /// `architecture` for a rule; `behaviour` otherwise.
        var kind: String = "behaviour"
        var learners: Int
        /// The most common message, as a learner saw it.
        var message: String
    }

    /// One learner's line of the room's grid.
    struct Learner: Equatable, Sendable {
        var name: String
        /// By kata id; a kata missing from the learner's file is not started.
        var cells: [String: Cell]
        /// The learner's last run of any kata, when their file says.
        var lastRun: Date?
        /// Why the learner looks stuck; empty when they do not.
        var stuck: [String] = []
    }

    /// Where one learner stands on one kata.
    struct Cell: Equatable, Sendable {
        enum Status: String, Sendable {
            case pass, fail
            case doesNotCompile = "does not compile"
            case notStarted = "not started"
        }

        var status: Status
        var passingChecks = 0
        var checks = 0
        var sawSolutionEarly = false
        /// The change request's act, once open: `pass`, `fail`, `error` or `not-started`.
        var changeStatus: String?
    }

    var learners: [String]
    var katas: [KataRow]
    var failingChecks: [FailingCheck]
    /// One line per file that could not be read, naming it.
    var warnings: [String]
    /// The learners, sorted by name, with their cells.
    var grid: [Learner] = []

    /// A learner is stuck after this long without a run (while a kata is left), or this many
    /// runs in a row ending on the same failing check.
    static let idleLimit: TimeInterval = 10 * 60
    static let repeatLimit = 3

    /// `--json` holds the room, not the warnings, which go to standard error.
    private enum CodingKeys: String, CodingKey {
        case learners, katas, failingChecks
    }

    /// The most a learner's file is read of: a learner's file is a few kilobytes, and a larger
    /// one is skipped with a warning rather than read into memory.
    static let maximumFileSize = RoomFolder.maximumLearnerFileSize
    /// What is kept of each text in a learner's file (a message, a name, an id), in characters,
    /// and of each list: what one learner wrote cannot make the page or the terminal grow.
    static let maximumMessageLength = 2_000
    static let maximumNameLength = 200
    static let maximumKatas = 64
    static let maximumChecks = 200

    /// Reads the files; a file that is not a results document, cannot be read within
    /// ``RoomFolder/timeLimit`` (a synced file not downloaded yet) or is larger than
    /// ``maximumFileSize`` is skipped with a warning. Every text read is capped (see
    /// ``maximumMessageLength``).
    ///
    /// - Parameter now: The time to measure "no run for a while" from.
    static func make(files: [String], now: Date = Date()) -> RoomReport {
        var warnings: [String] = []
        var documents: [(learner: String, document: LearnerState)] = []
        for file in files {
            let learner = capped(((file as NSString).lastPathComponent as NSString).deletingPathExtension, to: maximumNameLength)
            let limit = maximumFileSize
            guard let read = BoundedWait.run(within: RoomFolder.timeLimit, { () -> Result<Data, SystemError> in
                do { return .success(try FileSystem.prefix(of: file, upTo: limit + 1)) } catch { return .failure(SystemError("\(error)")) }
            }) else {
                warnings.append("\(file): could not be read within \(Int(RoomFolder.timeLimit)) s (a synced file not downloaded yet, or a share that does not answer); skipped")
                continue
            }
            guard case .success(let data) = read else {
                if case .failure(let reason) = read { warnings.append("\(file): cannot be read (\(reason)); skipped") }
                continue
            }
            guard data.count <= limit else {
                warnings.append("\(file): larger than \(limit >> 20) MB (a learner's file is a few KB); skipped")
                continue
            }
            guard let document = LearnerState.decode(data) else {
                warnings.append("\(file): not a `kata check --json` document (not JSON, or truncated); skipped")
                continue
            }
            guard document.version == 1 else {
                warnings.append("\(file): results version \(document.version), this kata reads version 1; skipped")
                continue
            }
            documents.append((learner, capped(document)))
        }
        var rows: [String: KataRow] = [:]
        var order: [String] = []
        var failures: [String: (kata: String, name: String, kind: String, learners: Set<String>, messages: [String: Int])] = [:]
        var grid: [Learner] = []
        for (learner, document) in documents {
            var line = Learner(name: learner, cells: [:], lastRun: document.katas.compactMap(\.lastRun).max())
            for kata in document.katas {
                if rows[kata.id] == nil { order.append(kata.id); rows[kata.id] = KataRow(id: kata.id) }
                var cell = Cell(status: .notStarted, passingChecks: kata.checks.filter { $0.status == "pass" }.count,
                                checks: kata.checks.count, sawSolutionEarly: kata.sawSolutionEarly ?? false, changeStatus: kata.changeStatus)
                defer { line.cells[kata.id] = cell }
                if let footprint = kata.footprint {
                    rows[kata.id]?.footprints.append(Footprint(learner: learner, partsTouched: footprint.partsTouched.count,
                                                               onlyNewCodeAdded: footprint.onlyNewCodeAdded))
                }
                if kata.started == false {
                    rows[kata.id]?.notStarted.append(learner)
                    continue
                }
                switch kata.status {
                case "pass": rows[kata.id]?.passing.append(learner); cell.status = .pass
                case "error": rows[kata.id]?.notCompiling.append(learner); cell.status = .doesNotCompile
                default: rows[kata.id]?.failing.append(learner); cell.status = .fail
                }
                for check in kata.checks where check.status != "pass" {
                    let key = "\(kata.id)\u{0}\(check.name)"
                    var entry = failures[key] ?? (kata.id, check.name, check.kind ?? "behaviour", [], [:])
                    entry.learners.insert(learner)
                    entry.messages[check.message ?? check.status, default: 0] += 1
                    failures[key] = entry
                }
                if cell.status != .pass, let runs = kata.sameFailureRuns, runs >= repeatLimit, let failure = kata.firstFailure {
                    let what = failure == LearnerState.Kata.doesNotCompile ? "does not compile" : "fails “\(failure)”"
                    line.stuck.append("\(kata.id) \(what), \(runs) runs in a row")
                }
            }
            let katasLeft = document.katas.contains { $0.status != "pass" || $0.started == false }
            if katasLeft, let lastRun = line.lastRun, now.timeIntervalSince(lastRun) >= idleLimit {
                line.stuck.insert("no run for \(Int(now.timeIntervalSince(lastRun) / 60)) min", at: 0)
            }
            grid.append(line)
        }
        let failingChecks = failures.values.map { entry in
            FailingCheck(kata: entry.kata, name: entry.name, kind: entry.kind, learners: entry.learners.count,
                         message: entry.messages.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "")
        }.sorted { ($0.learners, $1.kata, $1.name) > ($1.learners, $0.kata, $0.name) }
        return RoomReport(learners: documents.map(\.learner).sorted(), katas: order.compactMap { rows[$0] },
                          failingChecks: failingChecks, warnings: warnings, grid: grid.sorted { $0.name.lowercased() < $1.name.lowercased() })
    }

    /// The text, cut to `length` characters with an ellipsis.
    static func capped(_ text: String, to length: Int) -> String {
        guard text.utf8.count > length else { return text }
        return String(text.prefix(length)) + "…"
    }

    /// The document with every text and list cut to its bound.
    private static func capped(_ document: LearnerState) -> LearnerState {
        var document = document
        document.katas = document.katas.prefix(maximumKatas).map { kata in
            var kata = kata
            kata.id = capped(kata.id, to: maximumNameLength)
            kata.status = capped(kata.status, to: 20)
            kata.message = kata.message.map { capped($0, to: maximumMessageLength) }
            kata.checks = kata.checks.prefix(maximumChecks).map { check in
                var check = check
                check.name = capped(check.name, to: maximumNameLength)
                check.kind = check.kind.map { capped($0, to: 20) }
                check.status = capped(check.status, to: 20)
                check.message = check.message.map { capped($0, to: maximumMessageLength) }
                check.file = check.file.map { capped($0, to: maximumNameLength) }
                check.codeFile = check.codeFile.map { capped($0, to: maximumNameLength) }
                check.output = check.output.map { capped($0, to: maximumMessageLength) }
                return check
            }
            return kata
        }
        return document
    }

    /// The learners who look stuck.
    var stuck: [Learner] { grid.filter { !$0.stuck.isEmpty } }
}
