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
        /// The instructor's decision on the kata's reference solution, when the room has one:
        /// nil, it opens to each learner once their kata passes.
        var solution: SolutionDecision?
        /// When each learner who passed the kata first passed it, earliest first.
        var passes: [Pass] = []
        /// Learners who passed before their file kept the time of their first pass.
        var passesAtUnknownTimes = 0

        /// "2 touched 2 parts · 1 touched 3 parts": the learners by the number of parts their
        /// change touched, for the debrief.
        var partsTouched: String {
            Dictionary(grouping: footprints, by: \.partsTouched).sorted { $0.key < $1.key }
                .map { "\($0.value.count) touched \($0.key) part\($0.key == 1 ? "" : "s")" }.joined(separator: " · ")
        }

        /// The smallest change and the largest (fewest parts, then fewest lines; ties by name).
        var footprintEnds: (smallest: Footprint, largest: Footprint)? {
            let sorted = footprints.sorted { ($0.partsTouched, $0.lines, $0.learner) < ($1.partsTouched, $1.lines, $1.learner) }
            guard let smallest = sorted.first, let largest = sorted.last else { return nil }
            return (smallest, largest)
        }
    }

    /// A learner's first pass of a kata.
    struct Pass: Equatable, Sendable, Encodable {
        var learner: String
        var at: Date
    }

    /// One learner's change footprint, as the debrief counts it.
    struct Footprint: Equatable, Sendable, Encodable {
        var learner: String
        var partsTouched: Int
        /// Lines added and removed.
        var lines: Int = 0
        var onlyNewCodeAdded: Bool

        /// "2 parts, 14 lines".
        var size: String {
            "\(partsTouched) part\(partsTouched == 1 ? "" : "s"), \(lines) line\(lines == 1 ? "" : "s")"
        }
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
        /// What holds a stuck learner, for grouping them: the failure they keep running into (on
        /// the kata they ran last), else no run for a while. Nil when they do not look stuck.
        var hold: Hold?
    }

    /// What holds a stuck learner. Learners with the same ``title`` form one group.
    struct Hold: Equatable, Sendable {
        /// "ddd-todos: fails “loads the list”", "ddd-todos: does not compile", "no run for 10 min or more".
        var title: String
        /// What the learner saw: the check's message (its first line), the compiler's first error.
        var message: String?
        /// Runs in a row ending the same way, or minutes without a run.
        var runs: Int?
        var idleMinutes: Int?
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
        /// When it does not compile: the first error, `file:line: message`, when known.
        var firstError: String?
    }

    var learners: [String]
    var katas: [KataRow]
    var failingChecks: [FailingCheck]
    /// One line per file that could not be read, naming it.
    var warnings: [String]
    /// The learners, sorted by name, with their cells.
    var grid: [Learner] = []
    /// The first run of anyone in the room: where the session's timeline starts.
    var sessionStart: Date?

    /// A learner is stuck after this long without a run (while a kata is left), or this many
    /// runs in a row ending on the same failing check.
    static let idleLimit: TimeInterval = 10 * 60
    static let repeatLimit = 3

    /// `--json` holds the room, not the warnings, which go to standard error.
    private enum CodingKeys: String, CodingKey {
        case learners, katas, failingChecks, stuck
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(learners, forKey: .learners)
        try container.encode(katas, forKey: .katas)
        try container.encode(failingChecks, forKey: .failingChecks)
        try container.encode(stuckGroups, forKey: .stuck)
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
    /// - Parameters:
    ///   - now: The time to measure "no run for a while" from.
    ///   - decisions: The instructor's decisions on the reference solutions.
    ///   - anonymous: Learners are named by ``Pseudonyms`` only, in warnings too (`--anonymous`).
    static func make(files: [String], now: Date = Date(), decisions: [String: SolutionDecision] = [:], anonymous: Bool = false) -> RoomReport {
        var warnings: [String] = []
        var documents: [(learner: String, document: LearnerState)] = []
        let names = files.map { capped((($0 as NSString).lastPathComponent as NSString).deletingPathExtension, to: maximumNameLength) }
        let pseudonyms = anonymous ? Pseudonyms.assign(names) : [:]
        for (file, name) in zip(files, names) {
            let learner = pseudonyms[name] ?? name
            // Warnings name the file, and a file is named after its learner.
            let shown = anonymous ? "the file of \(learner)" : file
            let limit = maximumFileSize
            guard let read = BoundedWait.run(within: RoomFolder.timeLimit, { () -> Result<Data, SystemError> in
                do { return .success(try FileSystem.prefix(of: file, upTo: limit + 1)) } catch { return .failure(SystemError("\(error)")) }
            }) else {
                warnings.append("\(shown): could not be read within \(Int(RoomFolder.timeLimit)) s (a synced file not downloaded yet, or a share that does not answer); skipped")
                continue
            }
            guard case .success(let data) = read else {
                if case .failure(let reason) = read { warnings.append("\(shown): cannot be read\(anonymous ? "" : " (\(reason))"); skipped") }
                continue
            }
            guard data.count <= limit else {
                warnings.append("\(shown): larger than \(limit >> 20) MB (a learner's file is a few KB); skipped")
                continue
            }
            guard let document = LearnerState.decode(data) else {
                warnings.append("\(shown): not a `kata check --json` document (not JSON, or truncated); skipped")
                continue
            }
            guard document.version == 1 else {
                warnings.append("\(shown): results version \(document.version), this kata reads version 1; skipped")
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
            var heldOn: Date?
            for kata in document.katas {
                if rows[kata.id] == nil { order.append(kata.id); rows[kata.id] = KataRow(id: kata.id, solution: decisions[kata.id]) }
                var cell = Cell(status: .notStarted, passingChecks: kata.checks.filter { $0.status == "pass" }.count,
                                checks: kata.checks.count, sawSolutionEarly: kata.sawSolutionEarly ?? false, changeStatus: kata.changeStatus)
                defer { line.cells[kata.id] = cell }
                if let footprint = kata.footprint {
                    rows[kata.id]?.footprints.append(Footprint(learner: learner, partsTouched: footprint.partsTouched.count,
                                                               lines: footprint.linesAdded + footprint.linesRemoved,
                                                               onlyNewCodeAdded: footprint.onlyNewCodeAdded))
                }
                if let firstPass = kata.firstPass {
                    rows[kata.id]?.passes.append(Pass(learner: learner, at: firstPass))
                } else if kata.status == "pass" && kata.started != false {
                    rows[kata.id]?.passesAtUnknownTimes += 1
                }
                if kata.started == false {
                    rows[kata.id]?.notStarted.append(learner)
                    continue
                }
                switch kata.status {
                case "pass": rows[kata.id]?.passing.append(learner); cell.status = .pass
                case "error":
                    rows[kata.id]?.notCompiling.append(learner)
                    cell.status = .doesNotCompile
                    cell.firstError = kata.firstError ?? firstError(in: kata.message)
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
                    let hold = hold(kata, failure: failure, runs: runs, firstError: cell.firstError)
                    if line.hold == nil || (kata.lastRun ?? .distantPast) > (heldOn ?? .distantPast) {
                        line.hold = hold
                        heldOn = kata.lastRun
                    }
                }
            }
            let katasLeft = document.katas.contains { $0.status != "pass" || $0.started == false }
            if katasLeft, let lastRun = line.lastRun, now.timeIntervalSince(lastRun) >= idleLimit {
                let minutes = Int(now.timeIntervalSince(lastRun) / 60)
                line.stuck.insert("no run for \(minutes) min", at: 0)
                if line.hold == nil { line.hold = Hold(title: "no run for \(Int(idleLimit / 60)) min or more", idleMinutes: minutes) }
            }
            grid.append(line)
        }
        let failingChecks = failures.values.map { entry in
            FailingCheck(kata: entry.kata, name: entry.name, kind: entry.kind, learners: entry.learners.count,
                         message: entry.messages.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? "")
        }.sorted { ($0.learners, $1.kata, $1.name) > ($1.learners, $0.kata, $0.name) }
        let katas = order.compactMap { rows[$0] }.map { row in
            var row = row
            row.passes.sort { ($0.at, $0.learner) < ($1.at, $1.learner) }
            return row
        }
        let starts = documents.flatMap { $0.document.katas.compactMap(\.firstRun) } + katas.flatMap { $0.passes.map(\.at) }
        return RoomReport(learners: documents.map(\.learner).sorted(by: inNameOrder), katas: katas,
                          failingChecks: failingChecks, warnings: warnings, grid: grid.sorted { inNameOrder($0.name, $1.name) },
                          sessionStart: starts.min())
    }

    /// Names as a person sorts them: case aside, numbers by value ("Learner 9" before "Learner 10").
    static func inNameOrder(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: [.caseInsensitive, .numeric]) == .orderedAscending
    }

    /// What holds a learner who ends the same way run after run.
    private static func hold(_ kata: LearnerState.Kata, failure: String, runs: Int, firstError: String?) -> Hold {
        guard failure != LearnerState.Kata.doesNotCompile else {
            // The error without its place: learners' files and lines differ where the mistake is the same.
            let message = firstError.map { error in error.range(of: #"^.*?:\d+: "#, options: .regularExpression).map { String(error[$0.upperBound...]) } ?? error }
            return Hold(title: "\(kata.id): does not compile", message: message, runs: runs)
        }
        let check = kata.checks.first { $0.name == failure }
        let title = check?.kind == "architecture" ? "\(kata.id): breaks the rule “\(failure)”" : "\(kata.id): fails “\(failure)”"
        let message = (check?.message ?? check?.status).flatMap { $0.split(separator: "\n", maxSplits: 1).first.map(String.init) }
        return Hold(title: title, message: message, runs: runs)
    }

    /// The first error in a compiler's output (`file:line:column: error: message`), as `file:line: message`.
    static func firstError(in output: String?) -> String? {
        guard let output else { return nil }
        for line in output.split(separator: "\n") {
            guard let error = line.range(of: ": error: ") else { continue }
            // file:line:column, the column dropped.
            let location = line[..<error.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
            return location.dropLast().joined(separator: ":") + ": " + line[error.upperBound...]
        }
        return nil
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
            kata.firstError = kata.firstError.map { capped($0, to: maximumMessageLength) }
            kata.checks = kata.checks.prefix(maximumChecks).map { check in
                var check = check
                check.name = capped(check.name, to: maximumNameLength)
                check.kind = check.kind.map { capped($0, to: 20) }
                check.status = capped(check.status, to: 20)
                check.message = check.message.map { capped($0, to: maximumMessageLength) }
                check.file = check.file.map { capped($0, to: maximumNameLength) }
                check.codeFile = check.codeFile.map { capped($0, to: maximumNameLength) }
                check.codeWrites = check.codeWrites.map { capped($0, to: maximumNameLength) }
                check.codeSymbol = check.codeSymbol.map { capped($0, to: maximumNameLength) }
                check.readFile = check.readFile.map { capped($0, to: maximumNameLength) }
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
