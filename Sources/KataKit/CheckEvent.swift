/// One line of the results channel between a checks executable and the `kata` runner.
///
/// The executable writes one JSON object per line on a descriptor of its own, after its
/// signature under a key that only the runner and this process know; what the learner's code prints goes to
/// standard output and error, which the runner captures separately (see `CheckOptions`).
public struct CheckEvent: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// The names of every check, in order, before any runs.
        case plan
        /// A check started: its time limit runs from now.
        case started
        /// A check ended; `result` says how.
        case finished
        /// The learner's graph of parts (`--graph`); no `graph` when the kata declares no parts.
        case graph
        /// The sequence a search starts (`seed`, `steps`), for the runner to say where the check
        /// was when it traps or never finishes; each step then only sends its number, unsigned
        /// (see ``SearchProgress``), so that telling costs nothing the search would notice.
        case progress
    }

    public var kind: Kind
    public var names: [String]?
    /// With `plan`: the kind of each check, in the order of `names` (behaviour when absent).
    public var kinds: [CheckKind]?
    /// With `plan`: whether the executable can fork the process of each check (`--serve`).
    public var canServe: Bool?
    public var index: Int?
    public var result: CheckResult?
    public var graph: PartGraph?
    /// With `progress`: the seed of the sequence a search starts, and its steps in the lesson's words.
    public var seed: UInt64?
    public var steps: [String]?

    public static func plan(_ names: [String], kinds: [CheckKind]? = nil) -> CheckEvent {
        CheckEvent(kind: .plan, names: names, kinds: kinds)
    }

    public static func started(_ index: Int) -> CheckEvent {
        CheckEvent(kind: .started, index: index)
    }

    public static func graph(_ graph: PartGraph?) -> CheckEvent {
        CheckEvent(kind: .graph, graph: graph)
    }

    public static func progress(_ index: Int, seed: UInt64, steps: [String]) -> CheckEvent {
        CheckEvent(kind: .progress, index: index, seed: seed, steps: steps)
    }

    public static func finished(_ index: Int, _ result: CheckResult) -> CheckEvent {
        CheckEvent(kind: .finished, index: index, result: result)
    }
}

/// How one check ended.
public struct CheckResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case pass, fail, crash, timeout
        /// Not judged yet: a rule that waits for something else (the locality rule of a second
        /// act waits for every other check). It is not passed, and not a failure of its own.
        case pending
    }

    public var name: String
    public var kind: CheckKind
    public var status: Status
    /// Every failed assertion, in the order they were recorded; empty when the check passed.
    public var failures: [Failure]
    /// Seconds the check took.
    public var duration: Double
    /// What the code under test printed while the check ran (filled in by the runner, which
    /// keeps its head and tail when it is long).
    public var output: String
    /// For a rule: the names it spelled that match nothing in the code it read ("the type Trpi"),
    /// unless it allowed them (``CodeSelection/mayBeEmpty()``). On a reference, the rule holds for
    /// nothing there: `kata dev check` fails it. `nil` when there are none.
    public var unmatchedNames: [String]?

    public init(name: String, kind: CheckKind = .behaviour, status: Status, failures: [Failure] = [],
                duration: Double, output: String = "") {
        self.name = name
        self.kind = kind
        self.status = status
        self.failures = failures
        self.duration = duration
        self.output = output
    }

    public var isPassing: Bool { status == .pass }

    /// Whether the check waits to be judged (see ``Status/pending``).
    public var isPending: Bool { status == .pending }

    private enum CodingKeys: String, CodingKey {
        case name, kind, status, failures, duration, output, unmatchedNames
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        // Results written before checks had kinds (a results cache) are behaviour checks.
        kind = try container.decodeIfPresent(CheckKind.self, forKey: .kind) ?? .behaviour
        status = try container.decode(Status.self, forKey: .status)
        failures = try container.decode([Failure].self, forKey: .failures)
        duration = try container.decode(Double.self, forKey: .duration)
        output = try container.decode(String.self, forKey: .output)
        unmatchedNames = try container.decodeIfPresent([String].self, forKey: .unmatchedNames)
    }
}

/// A failed assertion, or a trap or timeout, with where it happened when that is known.
public struct Failure: Codable, Equatable, Sendable {
    public var message: String
    /// An absolute path, or `nil` when the place is unknown.
    public var file: String?
    public var line: Int?
    /// What the check read of the code under test where it went wrong, when the check names it
    /// (a search's ``Difference/observed``): `LoginState.loggingIn`. The runner shows the
    /// function that wrote it, or that called it, as "your code at".
    public var observed: String?

    public init(message: String, file: String? = nil, line: Int? = nil, observed: String? = nil) {
        self.message = message
        self.file = file
        self.line = line
        self.observed = observed
    }
}
