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
    /// Seconds spent, shrinking included.
    public var duration: Double
    /// The shortest disagreement found; `nil` when the code agreed with the model every time.
    public var counterexample: Counterexample?
}
