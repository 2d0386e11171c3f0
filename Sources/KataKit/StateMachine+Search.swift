/// Searching: draw sequences, run them beside the model, shrink the first that fails.
extension StateMachine {
    /// A step and the choices it was drawn from, so that it can be redrawn simpler.
    struct DrawnStep {
        var choices: [UInt64]
        var step: Step
    }

    /// How a run ended in disagreement: after how many steps, and what differed.
    struct Disagreement {
        var length: Int
        var difference: String
    }

    /// Runs the sequences of the budget's seeds until one disagrees with the model, and shrinks it.
    @MainActor
    public func search() async -> SearchReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report = SearchReport(sequences: 0, steps: 0, longestSequence: 0,
                                  mostRepetitions: Array(repeating: 0, count: operations.count),
                                  shrinkingRuns: 0, duration: 0, counterexample: nil)
        // The deadline is for code that waits: the time this thread was kept from a processor
        // by other work on the machine does not count towards it.
        let queuedAtStart = RunQueueWait.seconds()
        for seed in budget.seeds {
            let elapsed = seconds(since: start, clock)
            let waited = elapsed - (RunQueueWait.seconds() - queuedAtStart)
            if waited >= budget.deadline || (report.sequences >= budget.minimumSequences && elapsed >= budget.time) { break }
            let (sequence, kinds) = SearchReport.Drawn.recording(into: &report.drawn) { drawSequence(seed: seed) }
            report.sequences += 1
            report.longestSequence = max(report.longestSequence, sequence.count)
            for kind in Set(kinds) {
                report.mostRepetitions[kind] = max(report.mostRepetitions[kind], kinds.filter { $0 == kind }.count)
            }
            guard let found = await run(sequence.map(\.step), seed: seed) else {
                report.steps += sequence.count
                continue
            }
            guard let disagreement = await confirmed(sequence, found) else {
                report.steps += sequence.count
                report.unconfirmed += 1
                continue
            }
            report.steps += disagreement.length
            let failing = Array(sequence.prefix(disagreement.length))
            var (shrunk, difference, runs) = await shrink(failing, disagreement.difference)
            if let again = await confirmed(shrunk, Disagreement(length: shrunk.count, difference: difference)) {
                (shrunk, difference) = (Array(shrunk.prefix(again.length)), again.difference)
            } else {
                // The shrinking followed the machine's slowness: show the confirmed sequence.
                (shrunk, difference) = (failing, disagreement.difference)
            }
            report.shrinkingRuns = runs
            report.counterexample = Counterexample(seed: seed, steps: shrunk.map(\.step.description),
                                                   difference: difference, originalLength: failing.count)
            break
        }
        report.duration = seconds(since: start, clock)
        return report
    }

    /// The sequence of `seed`: a subset of the operations (each with an even chance, at least
    /// one), then a length (the longest usual one half of the time; past it, up to the budget's
    /// `longestSteps`, one time in eight when that is longer), then each step of a kind of the subset.
    func drawSequence(seed: UInt64) -> (steps: [DrawnStep], kinds: [Int]) {
        guard !operations.isEmpty else { return ([], []) }
        var random = SeededRandom(seed: seed)
        var subset = operations.indices.filter { _ in random.next() % 2 == 0 }
        if subset.isEmpty { subset = [Int(random.next(below: UInt64(operations.count)))] }
        let longest = max(1, budget.steps)
        var length = random.next() % 2 == 0 ? longest : 1 + Int(random.next(below: UInt64(longest)))
        if budget.longestSteps > longest, random.next() % 8 == 0 {
            var choices = Choices(random: random)
            // The run's length is not one of its steps' counts (``SearchReport/longestSequence`` tells it).
            length = SearchReport.Drawn.$tally.withValue(nil) { Generator<Int>.size(in: longest + 1...budget.longestSteps).draw(&choices) }
            random = choices.random ?? random
        }
        var steps: [DrawnStep] = []
        var kinds: [Int] = []
        for _ in 0..<length {
            let kind = subset[Int(random.next(below: UInt64(subset.count)))]
            var choices = Choices(replaying: [UInt64(kind)], random: random)
            let step = drawStep(&choices)
            random = choices.random ?? random
            steps.append(DrawnStep(choices: choices.recorded, step: step))
            kinds.append(kind)
        }
        return (steps, kinds)
    }

    /// Runs `steps` on a new system beside the model, comparing before the first step and after
    /// each one; the first disagreement, or `nil`. With the sequence's `seed`, the runner is told
    /// the sequence, then each step's number before it runs (``CheckProgress``): a trap or a hang
    /// in the learner's code is then reported with the seed and the steps that led to it.
    @MainActor
    func run(_ steps: [Step], seed: UInt64? = nil, patient: Bool = false) async -> Disagreement? {
        var model = self.model
        let system = makeSystem()
        if patient { patience?(system) }
        if let seed { CheckProgress.sequence?(seed, steps.map(\.description)) }
        if let prepare { await prepare(system) }
        if let difference = compare(&model, system) { return Disagreement(length: 0, difference: difference) }
        for (index, step) in steps.enumerated() {
            if seed != nil { CheckProgress.step?(index + 1) }
            await perform(step, system)
            next(step, &model)
            if let difference = compare(&model, system) { return Disagreement(length: index + 1, difference: difference) }
        }
        return nil
    }
}

extension StateMachine {
    /// `disagreement`, found by a quick run of `steps`, as a patient run of them all repeats it
    /// (``patience``): the patient run's first disagreement, which may come later than the quick
    /// one's, or `nil` when it agrees with the model throughout. Without patience, as found.
    @MainActor
    func confirmed(_ steps: [DrawnStep], _ disagreement: Disagreement) async -> Disagreement? {
        guard patience != nil else { return disagreement }
        return await run(steps.map(\.step), patient: true)
    }
}

func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
    let elapsed = start.duration(to: clock.now).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
}
