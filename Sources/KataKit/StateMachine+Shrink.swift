/// Shrinking: the shortest sequence, with the simplest values, that still disagrees.
extension StateMachine {
    /// Removes chunks of steps, then single steps, then lowers each step's choices (its kind,
    /// then its arguments, towards the simplest), keeping every candidate that still disagrees,
    /// until nothing more can be removed or simplified, or the budget's shrinking time or runs
    /// are spent.
    ///
    /// - Returns: The shrunk steps, what differed after the last of them, and the runs it took.
    @MainActor
    func shrink(_ failing: [DrawnStep], _ difference: String) async -> ([DrawnStep], String, Int) {
        let clock = ContinuousClock()
        let start = clock.now
        var best = failing
        var bestDifference = difference
        var runs = 0
        func isSpent() -> Bool {
            runs >= budget.shrinkingRuns || seconds(since: start, clock) >= budget.shrinkingTime
        }
        /// Keeps `candidate`, cut to where it disagreed, when it still disagrees.
        func attempt(_ candidate: [DrawnStep]) async -> Bool {
            guard !isSpent() else { return false }
            runs += 1
            guard let disagreement = await run(candidate.map(\.step)) else { return false }
            best = Array(candidate.prefix(disagreement.length))
            bestDifference = disagreement.difference
            return true
        }
        var improved = true
        while improved, !isSpent() {
            improved = false
            // Chunks of half the steps, a quarter, …, one step.
            var size = max(1, best.count / 2)
            while size >= 1, !isSpent() {
                var first = 0
                while first + size <= best.count, !isSpent() {
                    var candidate = best
                    candidate.removeSubrange(first..<first + size)
                    if await attempt(candidate) { improved = true } else { first += 1 }
                }
                size = size == 1 ? 0 : size / 2
            }
            // Each step's choices, lowered one at a time (see ``ChoiceLowering``).
            var index = 0
            while index < best.count, !isSpent() {
                var position = 0
                while index < best.count, position < best[index].choices.count, !isSpent() {
                    var lowering = ChoiceLowering(best[index].choices[position])
                    var lowered = false
                    while let simpler = lowering.next(), index < best.count, position < best[index].choices.count, !isSpent() {
                        var choices = best[index].choices
                        choices[position] = simpler
                        var replay = Choices(replaying: choices)
                        let step = drawStep(&replay)
                        var candidate = best
                        candidate[index] = DrawnStep(choices: replay.recorded, step: step)
                        let failed = await attempt(candidate)
                        lowering.record(simpler, failed: failed)
                        if failed { lowered = true }
                    }
                    if lowered { improved = true } else { position += 1 }
                }
                index += 1
            }
        }
        return (best, bestDifference, runs)
    }
}
