/// The choices one generated step is made of, recorded so that the step can be replayed and
/// simplified.
///
/// Every ``Generator`` draws through ``index(below:)``, and a choice of 0 is the simplest:
/// generators list their simplest values first, so a shrinker that lowers a step's choices
/// simplifies its values (a status of 300 rather than 417, one todo rather than four). This is
/// how Hypothesis shrinks: on the choices, not on the values, so every generator shrinks.
public struct Choices: Sendable {
    /// Where choices come from once `replayed` runs out; none: every further choice is 0.
    var random: SeededRandom?
    private let replayed: [UInt64]
    /// The choices made so far, each already reduced below its bound.
    private(set) var recorded: [UInt64] = []

    /// Choices that replay `replayed`, then draw from `random` (or choose 0 without one).
    init(replaying replayed: [UInt64] = [], random: SeededRandom? = nil) {
        self.replayed = replayed
        self.random = random
    }

    /// A number in `0..<count`, 0 the simplest; 0 when `count` is not positive.
    public mutating func index(below count: Int) -> Int {
        guard count > 1 else {
            recorded.append(0)
            return 0
        }
        let bound = UInt64(count)
        let choice: UInt64
        if recorded.count < replayed.count {
            choice = replayed[recorded.count] % bound
        } else if var source = random {
            choice = source.next(below: bound)
            random = source
        } else {
            choice = 0
        }
        recorded.append(choice)
        return Int(choice)
    }

    /// Whether a chance of `numerator` in `denominator` came up; the simplest choice is `true`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        index(below: denominator) < numerator
    }
}
