/// One line of the results channel between a checks executable and the `kata` runner.
///
/// The executable writes one JSON object per line on the standard output it was started with;
/// the learner's own output is captured separately, so it can never corrupt this channel.
public struct CheckEvent: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// The names of every check, in order, before any runs.
        case plan
        /// A check started; its output is being captured in `outputPath`.
        case started
        /// A check ended; `result` says how.
        case finished
    }

    public var kind: Kind
    public var names: [String]?
    public var index: Int?
    public var outputPath: String?
    public var result: CheckResult?

    public static func plan(_ names: [String]) -> CheckEvent {
        CheckEvent(kind: .plan, names: names)
    }

    public static func started(_ index: Int, outputPath: String) -> CheckEvent {
        CheckEvent(kind: .started, index: index, outputPath: outputPath)
    }

    public static func finished(_ index: Int, _ result: CheckResult) -> CheckEvent {
        CheckEvent(kind: .finished, index: index, result: result)
    }
}

/// How one check ended.
public struct CheckResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case pass, fail, crash, timeout
    }

    public var name: String
    public var status: Status
    /// Every failed assertion, in the order they were recorded; empty when the check passed.
    public var failures: [Failure]
    /// Seconds the check took.
    public var duration: Double
    /// What the code under test printed while the check ran.
    public var output: String

    public init(name: String, status: Status, failures: [Failure] = [], duration: Double, output: String = "") {
        self.name = name
        self.status = status
        self.failures = failures
        self.duration = duration
        self.output = output
    }

    public var isPassing: Bool { status == .pass }
}

/// A failed assertion, or a trap or timeout, with where it happened when that is known.
public struct Failure: Codable, Equatable, Sendable {
    public var message: String
    /// An absolute path, or `nil` when the place is unknown.
    public var file: String?
    public var line: Int?

    public init(message: String, file: String? = nil, line: Int? = nil) {
        self.message = message
        self.file = file
        self.line = line
    }
}
