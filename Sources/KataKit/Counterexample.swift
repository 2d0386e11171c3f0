/// The shortest sequence of steps found on which the learner's code and the model disagree.
///
/// Its description is the failure a learner reads:
/// `after load (offline), load (offline), load (an answer that is not todos): expected the
/// sentence for an answer the app cannot read, got the one for offline (seed 41)`.
public struct Counterexample: Equatable, Sendable, CustomStringConvertible {
    /// The seed of the sequence that failed first, before shrinking: `KATA_SEED` replays it.
    public var seed: UInt64
    /// The steps, shrunk, as the lesson words them.
    public var steps: [String]
    /// What differed after the last step: "expected …, got …".
    public var difference: String
    /// How many steps the sequence had when it first failed, before shrinking.
    public var originalLength: Int
    /// What the comparison read where it found the difference, when it names it
    /// (``Difference/observed``): `LoginState.loggingIn`.
    public var observed: String?

    public init(seed: UInt64, steps: [String], difference: String, originalLength: Int, observed: String? = nil) {
        self.seed = seed
        self.steps = steps
        self.difference = difference
        self.originalLength = originalLength
        self.observed = observed
    }

    public var description: String {
        let when = steps.isEmpty ? "before any step" : "after \(steps.joined(separator: ", "))"
        return "\(when): \(difference) (seed \(seed))"
    }
}
