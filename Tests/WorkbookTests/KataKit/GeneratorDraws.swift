@testable import KataKit

extension Generator {
    /// `count` values drawn from the seeds 1, 2, …, as a search draws them.
    func draws(_ count: Int) -> [Value] {
        (1...UInt64(count)).map { seed in
            var choices = Choices(random: SeededRandom(seed: seed))
            return draw(&choices)
        }
    }

    /// The value of all-zero choices: what a generator calls its simplest.
    var simplest: Value {
        var choices = Choices()
        return draw(&choices)
    }
}
