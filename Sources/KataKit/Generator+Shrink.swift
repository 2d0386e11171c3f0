/// Finding and shrinking one value: the simplest a generator makes that still fails.
extension Generator {
    /// The first value drawn from `seeds` for which `isFailing` holds, shrunk to the simplest
    /// that still fails (see ``shrunk(_:while:)``); `nil` when none fails.
    func counterexample(seeds: Range<UInt64>, where isFailing: (Value) -> Bool) -> Value? {
        for seed in seeds {
            var choices = Choices(random: SeededRandom(seed: seed))
            let value = draw(&choices)
            guard isFailing(value) else { continue }
            return shrunk(choices.recorded, while: isFailing).value
        }
        return nil
    }

    /// The simplest value whose choices come from `recorded` and still fail: removes chunks of
    /// choices (with the count before them one less, so that a list or a text loses an element
    /// in its middle), then lowers each choice (see ``ChoiceLowering``), until nothing more
    /// changes or `runs` are spent.
    func shrunk(_ recorded: [UInt64], while isFailing: (Value) -> Bool, runs: Int = 20_000) -> (value: Value, choices: [UInt64]) {
        var best = recorded
        var replay = Choices(replaying: best)
        var bestValue = draw(&replay)
        var spent = 0
        /// Keeps `candidate` when it still fails and is simpler: shorter when `shorter`.
        func attempt(_ candidate: [UInt64], shorter: Bool = false) -> Bool {
            guard spent < runs else { return false }
            spent += 1
            var choices = Choices(replaying: candidate)
            let value = draw(&choices)
            let simpler = choices.recorded.count < best.count
                || (!shorter && choices.recorded.count == best.count && choices.recorded.lexicographicallyPrecedes(best))
            guard simpler, isFailing(value) else { return false }
            (best, bestValue) = (choices.recorded, value)
            return true
        }
        var improved = true
        while improved, spent < runs {
            improved = false
            for size in (1...8).reversed() {
                var start = 0
                while start + size <= best.count, spent < runs {
                    var removed = best
                    removed.removeSubrange(start..<start + size)
                    var kept = attempt(removed, shorter: true)
                    // The count that drew the removed elements, one less: a count is drawn just
                    // before its elements or at the start of the value.
                    let counts = Array(Swift.max(0, start - 8)..<start).reversed() + Array(0..<Swift.max(0, Swift.min(start - 8, 4)))
                    for before in counts where !kept && removed[before] > 0 {
                        var fewer = removed
                        fewer[before] -= 1
                        kept = attempt(fewer, shorter: true)
                    }
                    if kept { improved = true } else { start += 1 }
                }
            }
            var position = 0
            while position < best.count, spent < runs {
                var lowering = ChoiceLowering(best[position])
                var lowered = false
                while let simpler = lowering.next(), position < best.count, spent < runs {
                    var candidate = best
                    candidate[position] = simpler
                    let failed = attempt(candidate)
                    lowering.record(simpler, failed: failed)
                    if failed { lowered = true }
                }
                if lowered { improved = true } else { position += 1 }
            }
        }
        return (bestValue, best)
    }
}
