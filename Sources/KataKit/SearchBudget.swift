import Foundation

/// How much a ``StateMachine`` search may try: sequences, steps, seconds.
///
/// The search runs at least `minimumSequences`, then goes on while its time lasts, up to
/// `sequences`. The seeds are fixed (`firstSeed`, `firstSeed + 1`, …), so a run tries the same
/// sequences on every machine, a slow one only fewer of them past the minimum. With
/// `KATA_EVERY_SEQUENCE=1` (``everySequenceVariable``; `kata grade` sets it) every search tries
/// all of its sequences whatever the time, so the verdict is the same on a busy machine.
public struct SearchBudget: Sendable, Equatable {
    /// Sequences tried at most.
    public var sequences: Int
    /// Sequences tried whatever the time.
    public var minimumSequences: Int
    /// Steps in the longest of the usual sequences.
    public var steps: Int
    /// Steps in the longest of the long sequences: when more than `steps`, one sequence in eight
    /// runs past `steps`, up to this many (most a little past it, some to the end, and the
    /// boundaries a counter crosses, the 17th, 33rd, 65th, 129th and 257th step, drawn on
    /// purpose; see ``Generator/size(in:)``), so that a mistake from the 17th save is found.
    /// `steps` by default: no long sequence, and the usual ones as they always were.
    public var longestSteps: Int
    /// Seconds of searching after which no sequence past the minimum starts.
    public var time: Double
    /// Seconds of searching after which no sequence starts at all, the minimum not reached: code
    /// that waits in its steps ends the search with a failure that says so, not a timeout. Time
    /// the search spent ready to run while other work held the processors (Linux) is not
    /// counted: a busy machine makes a search slow, never a failure.
    public var deadline: Double
    /// Seconds of shrinking a failure, at most; then the shortest sequence found so far is shown.
    public var shrinkingTime: Double
    /// Runs of a shrunk candidate sequence, at most.
    public var shrinkingRuns: Int
    /// The seed of the first sequence.
    public var firstSeed: UInt64
    /// When set, only this seed's sequence is tried: a failure's seed, to replay it.
    public var replayedSeed: UInt64?

    public init(sequences: Int = 100, minimumSequences: Int = 30, steps: Int = 16, longestSteps: Int? = nil, time: Double = 0.4,
                deadline: Double = 2.5, shrinkingTime: Double = 1.5, shrinkingRuns: Int = 2000, firstSeed: UInt64 = 1,
                replayedSeed: UInt64? = nil) {
        self.sequences = sequences
        self.minimumSequences = minimumSequences
        self.steps = steps
        self.longestSteps = longestSteps ?? steps
        self.time = time
        self.deadline = deadline
        self.shrinkingTime = shrinkingTime
        self.shrinkingRuns = shrinkingRuns
        self.firstSeed = firstSeed
        self.replayedSeed = replayedSeed
    }

    /// Up to 100 sequences of up to 16 steps: at least 30, then more while 0.4 s last; a failure
    /// shrunk for 1.5 s at most. With `KATA_SEED=<n>` in the environment, only the sequence of
    /// seed n, to replay a failure.
    ///
    /// With `KATA_SEARCHES=off` (``searchesOffVariable``), no sequence at all: the hand-written
    /// checks alone, for `Benchmarks/searches.sh` to measure what the searches add. `kata` never
    /// passes that variable to a checks process (``Child`` withholds it), so a learner who
    /// exports it before `kata grade` still gets every search. Both are read from the environment
    /// the checks process started with (``LaunchEnvironment``), not as the learner's code may
    /// have changed it since.
    public static var standard: SearchBudget {
        standard(in: LaunchEnvironment.values)
    }

    static func standard(in environment: [String: String]) -> SearchBudget {
        if environment[searchesOffVariable] == "off" {
            return SearchBudget(sequences: 0, minimumSequences: 0)
        }
        var budget = SearchBudget(replayedSeed: environment[replayedSeedVariable].flatMap { UInt64($0) })
        if environment[everySequenceVariable] == "1" {
            // No sequence is left out for time: a step that hangs meets the check's timeout.
            budget.time = .infinity
            budget.deadline = .infinity
        }
        return budget
    }

    /// The variable that makes every search try all of its sequences, however long they take:
    /// `KATA_EVERY_SEQUENCE=1`. `kata grade` sets it for every submission, so that a busy grading
    /// machine gives the score a quiet one gives; a learner may export it for the same verdict.
    public static let everySequenceVariable = "KATA_EVERY_SEQUENCE"

    /// The variable that replays one sequence, `KATA_SEED=<n>`: a learner's own run hands it on to
    /// the checks; `kata grade` never does.
    public static let replayedSeedVariable = "KATA_SEED"

    /// The variable that turns the searches off, for the benchmark only.
    public static let searchesOffVariable = "KATA_SEARCHES"

    /// The seeds to try, in order.
    var seeds: [UInt64] {
        if let replayedSeed { return [replayedSeed] }
        return (0..<UInt64(max(0, sequences))).map { firstSeed &+ $0 }
    }
}
