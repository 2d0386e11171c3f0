/// What a ``StateMachine`` search tried, and the counterexample it found, if any.
public struct SearchReport: Sendable {
    /// Sequences run, not counting the runs of shrinking.
    public var sequences: Int
    /// Steps performed in those sequences.
    public var steps: Int
    /// The longest sequence run.
    public var longestSequence: Int
    /// For each operation, in the machine's order, the most times it was drawn in one sequence.
    public var mostRepetitions: [Int]
    /// Runs of candidate sequences while shrinking.
    public var shrinkingRuns: Int
    /// Disagreements that a patient run of the same steps did not repeat (``StateMachine/patience``):
    /// the machine was slow, not the code wrong.
    public var unconfirmed = 0
    /// What the generators drew for the sequences' steps (not while shrinking).
    public var drawn = SearchReport.Drawn()
    /// Seconds spent, shrinking included.
    public var duration: Double
    /// The shortest disagreement found; `nil` when the code agreed with the model every time.
    public var counterexample: Counterexample?
}

extension SearchReport {
    /// With `KATA_SEARCH_STATS=1` in the environment, each search prints ``statistics`` to the
    /// check's output (`Benchmarks/searches.sh` reads them): what it tried, not a verdict.
    public static let statisticsVariable = "KATA_SEARCH_STATS"

    /// `search: 100 sequences, 1203 steps, the longest 16; each operation at most 5, 7, 3 times in
    /// one sequence; 0 unconfirmed; shrinking runs 0; drew counts up to 300; 40 texts, 43% outside
    /// ASCII; 0.214 s`: what the steps drew (``SearchReport.Drawn/summary``) when they drew any.
    public var statistics: String {
        let drew = drawn.summary
        return "search: \(sequences) sequences, \(steps) steps, the longest \(longestSequence); each operation at most "
            + mostRepetitions.map(String.init).joined(separator: ", ") + " times in one sequence; "
            + "\(unconfirmed) unconfirmed; shrinking runs \(shrinkingRuns); " + (drew.isEmpty ? "" : "drew \(drew); ")
            + String(format: "%.3f s", duration)
    }
}
