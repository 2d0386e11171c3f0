@testable import KataKit
import XCTest

/// The model-based search on small planted bugs: a counter whose system is wrong in one way.
@MainActor
final class StateMachineTests: XCTestCase {
    enum Step: Equatable, CustomStringConvertible {
        case add(Int)
        case reset

        var description: String {
            switch self {
            case .add(let amount): "add \(amount)"
            case .reset: "reset"
            }
        }
    }

    /// A counter that can be made wrong on purpose; it logs every step it is given.
    final class Counter {
        var total = 0
        var adds = 0
        var log: [Step] = []
        /// Set by the machine's patience on the runs that confirm a disagreement.
        var patient = false
        let bug: (Counter, Step) -> Void

        init(bug: @escaping (Counter, Step) -> Void) {
            self.bug = bug
        }

        func perform(_ step: Step) {
            log.append(step)
            switch step {
            case .add(let amount):
                adds += 1
                total += amount
            case .reset:
                total = 0
            }
            bug(self, step)
        }
    }

    /// Every system the search made, in order.
    final class Made {
        var counters: [Counter] = []
    }

    func machine(budget: SearchBudget = SearchBudget(), patience: Bool = false, bug: @escaping (Counter, Step) -> Void = { _, _ in })
        -> (StateMachine<Int, Counter, Step>, Made) {
        let made = Made()
        var makePatient: (@MainActor (Counter) -> Void)?
        if patience {
            makePatient = { counter in counter.patient = true }
        }
        let machine = StateMachine<Int, Counter, Step>(
            model: 0,
            system: {
                let counter = Counter(bug: bug)
                made.counters.append(counter)
                return counter
            },
            operations: [Generator.int(in: 1...9, edges: [5]).map(Step.add), .just(.reset)],
            perform: { step, counter in counter.perform(step) },
            next: { step, total in
                if case .add(let amount) = step { total += amount } else { total = 0 }
            },
            compare: { total, counter in
                counter.total == total ? nil : "expected the total \(total), got \(counter.total)"
            },
            budget: budget,
            patience: makePatient)
        return (machine, made)
    }

    func testWhatASearchTriedReadsAsOneLine() async {
        let report = await machine(budget: SearchBudget(sequences: 3, minimumSequences: 3, steps: 4)).0.search()
        XCTAssertTrue(report.statistics.hasPrefix("search: 3 sequences, \(report.steps) steps, the longest \(report.longestSequence); "
                                                  + "each operation at most \(report.mostRepetitions[0]), \(report.mostRepetitions[1]) times in one sequence; "
                                                  + "0 unconfirmed; shrinking runs 0; "), report.statistics)
        XCTAssertTrue(report.statistics.hasSuffix(" s"), report.statistics)
    }

    /// `KATA_SEARCH_STATS=1` shows a search's reach (issue 49): the largest count its steps drew,
    /// and the shares of texts outside ASCII, integers outside 100–599 and moments before 2000,
    /// after 2100 and outside UTC; a run's own length is not a count, and shrinking, which draws the simplest on
    /// purpose, adds nothing.
    func testWhatTheStepsDrewIsCountedWhileSearchingOnly() async {
        enum Drawn: CustomStringConvertible {
            case values(String, Int, Moment, [Int])
            var description: String { "drawn" }
        }
        let values = Generator<Drawn> { choices in
            .values(Generator<String>.text().draw(&choices), Generator<Int>.integer().draw(&choices),
                    Generator<Moment>.moment().draw(&choices), Generator<[Int]>.list(of: .just(1)).draw(&choices))
        }
        let machine = StateMachine<Int, Counter, Drawn>(
            model: 0, system: { Counter { _, _ in } }, operations: [values], perform: { _, _ in }, next: { _, _ in },
            compare: { (_: inout Int, _: Counter) -> String? in nil }, budget: SearchBudget(sequences: 300, minimumSequences: 300, steps: 16, longestSteps: 400, time: 60))
        let report = await machine.search()
        let drawn = report.drawn
        XCTAssertEqual(drawn.texts, report.steps, "one text a step")
        XCTAssertEqual(drawn.integers, report.steps)
        XCTAssertEqual(drawn.moments, report.steps)
        XCTAssertGreaterThan(report.longestSequence, 16, "some runs are long")
        XCTAssertGreaterThan(drawn.largestCount, 300, "lists and texts of hundreds are drawn")
        let shares: [(part: Int, whole: Int, what: String)] = [
            (drawn.textsOutsideASCII, drawn.texts, "texts outside ASCII"),
            (drawn.integersOutside100To599, drawn.integers, "integers outside 100–599"),
            (drawn.momentsBefore2000, drawn.moments, "moments before 2000"),
            (drawn.momentsAfter2100, drawn.moments, "moments after 2100"),
            (drawn.momentsOutsideUTC, drawn.moments, "moments outside UTC"),
        ]
        for share in shares {
            let fraction = Double(share.part) / Double(share.whole)
            XCTAssertTrue((0.05...0.98).contains(fraction), "\(share.what): \(fraction)")
        }
        XCTAssertTrue(report.statistics.contains("drew counts up to \(drawn.largestCount); \(drawn.texts) texts, "), report.statistics)
        XCTAssertTrue(report.statistics.contains("% outside ASCII; \(drawn.integers) integers, "), report.statistics)
        XCTAssertTrue(report.statistics.contains("% outside 100–599; \(drawn.moments) moments, "), report.statistics)

        let failing = StateMachine<Int, Counter, Drawn>(
            model: 0, system: { Counter { _, _ in } }, operations: [values], perform: { _, counter in counter.log.append(.reset) },
            next: { _, _ in }, compare: { (_: inout Int, counter: Counter) -> String? in counter.log.isEmpty ? nil : "never" }, budget: SearchBudget(sequences: 1, minimumSequences: 1))
        let shrunk = await failing.search()
        XCTAssertEqual(shrunk.drawn.texts, shrunk.longestSequence, "shrinking draws are not counted")
    }

    func testACounterWrongFromThe17thStepIsFoundOnlyInLongSequencesAndShrunkTo17Steps() async {
        let bug: (Counter, Step) -> Void = { counter, step in
            if case .add(let amount) = step, counter.adds == 17 { counter.total -= amount }
        }
        let usual = await machine(budget: SearchBudget(time: 60), bug: bug).0.search()
        XCTAssertNil(usual.counterexample, "sequences of at most 16 steps never reach it")
        let long = await machine(budget: SearchBudget(longestSteps: 300, time: 60), bug: bug).0.search()
        let counterexample = try? XCTUnwrap(long.counterexample)
        XCTAssertEqual(counterexample?.steps.count, 17, "\(counterexample?.steps ?? [])")
        XCTAssertEqual(counterexample?.steps.last, "add 5", "the simplest add")
        XCTAssertGreaterThan(long.longestSequence, 64)
    }

    func testADisagreementAPatientRunDoesNotRepeatIsNotReported() async {
        // Late, not wrong: a counter that shows its total only after a wait the quick runs do not give.
        let (machine, made) = machine(patience: true) { counter, step in
            if case .add = step, !counter.patient { counter.total -= 1 }
        }
        let report = await machine.search()
        XCTAssertNil(report.counterexample)
        XCTAssertGreaterThan(report.unconfirmed, 0)
        XCTAssertEqual(report.sequences, 100, "the search went on after each unconfirmed disagreement")
        XCTAssertTrue(made.counters.contains(where: \.patient))
    }

    func testAWrongCounterIsReportedTheSameWayWithPatience() async {
        let bug: (Counter, Step) -> Void = { counter, step in
            if case .add(let amount) = step, counter.adds == 3 { counter.total -= amount }
        }
        let quick = await machine(bug: bug).0.search()
        let patient = await machine(patience: true, bug: bug).0.search()
        XCTAssertEqual(patient.counterexample?.steps, ["add 5", "add 5", "add 5"])
        XCTAssertEqual(patient.counterexample?.description, quick.counterexample?.description)
        XCTAssertEqual(patient.unconfirmed, 0)
    }

    func testAPatientRunFindsTheRealDisagreementBehindALateOne() async {
        // Late at every add when hurried, and wrong at the third add whatever the wait: the quick
        // runs shrink to one add, which a patient run does not repeat, so the sequence the patient
        // run confirmed is shown, the third add in it.
        let (machine, _) = machine(patience: true) { counter, step in
            guard case .add(let amount) = step else { return }
            if !counter.patient { counter.total += 100 }
            if counter.adds == 3 { counter.total -= amount }
        }
        let report = await machine.search()
        let counterexample = try? XCTUnwrap(report.counterexample)
        XCTAssertGreaterThanOrEqual(counterexample?.steps.filter { $0.hasPrefix("add") }.count ?? 0, 3)
        XCTAssertTrue(counterexample?.steps.last?.hasPrefix("add") ?? false, "it ends at the third add")
    }

    func testTheSameSeedsGiveTheSameSequences() async {
        let (first, firstMade) = machine()
        let (second, secondMade) = machine()
        _ = await first.search()
        _ = await second.search()
        XCTAssertEqual(firstMade.counters.map(\.log), secondMade.counters.map(\.log))
        XCTAssertGreaterThan(Set(firstMade.counters.map(\.log.description)).count, 20, "the sequences differ from one another")
    }

    func testAReplayedSeedRunsThatSeedsSequenceAlone() async {
        let (whole, wholeMade) = machine()
        _ = await whole.search()
        let (replay, replayMade) = machine(budget: SearchBudget(replayedSeed: 7))
        let report = await replay.search()
        XCTAssertEqual(report.sequences, 1)
        XCTAssertEqual(replayMade.counters.map(\.log), [wholeMade.counters[6].log], "seed 7 is the seventh sequence of a search from seed 1")
    }

    func testAWrongThirdRepetitionShrinksToExactlyThreeSimplestSteps() async {
        // Wrong only the third time: the third add of a counter is not counted.
        let (machine, _) = machine { counter, step in
            if case .add(let amount) = step, counter.adds == 3 { counter.total -= amount }
        }
        let report = await machine.search()
        let counterexample = try? XCTUnwrap(report.counterexample)
        XCTAssertEqual(counterexample?.steps, ["add 5", "add 5", "add 5"], "the first edge is the simplest value")
        XCTAssertEqual(counterexample?.difference, "expected the total 15, got 10")
        XCTAssertEqual(counterexample?.description,
                       "after add 5, add 5, add 5: expected the total 15, got 10 (seed \(counterexample?.seed ?? 0))")
        XCTAssertGreaterThan(counterexample?.originalLength ?? 0, 3, "the sequence that failed first was longer")
    }

    func testEachSequenceAndEachStepAreToldToTheRunner() async {
        // What a trap or a hang inside a sequence is reported with (see ChecksRunner).
        var told: [String] = []
        CheckProgress.sequence = { seed, steps in told.append("seed \(seed): \(steps.joined(separator: ", "))") }
        CheckProgress.step = { told.append("step \($0)") }
        defer { (CheckProgress.sequence, CheckProgress.step) = (nil, nil) }
        let (machine, made) = machine(budget: SearchBudget(replayedSeed: 3))
        _ = await machine.search()
        let steps = made.counters[0].log.map(\.description)
        XCTAssertEqual(told, ["seed 3: \(steps.joined(separator: ", "))"] + steps.indices.map { "step \($0 + 1)" })
        told = []
        let (failing, _) = self.machine(budget: SearchBudget(replayedSeed: 3)) { counter, _ in counter.total += 1 }
        _ = await failing.search()
        XCTAssertEqual(told.count, 2, "shrinking's runs are not told: a trap happens in the first run that reaches it")
    }

    func testWhereASearchWasReadsAsTheStepsBeforeAndTheOneRunning() {
        let steps = ["tap login", "answer \"yes\"", "the login fails"]
        XCTAssertEqual(SearchProgress.note(seed: 20, steps: steps, at: 0),
                       "in the sequence of seed 20, before its first step (KATA_SEED=20 replays it)")
        XCTAssertEqual(SearchProgress.note(seed: 20, steps: steps, at: 1),
                       "in the sequence of seed 20, at step 1 of 3: during tap login (KATA_SEED=20 replays it)")
        XCTAssertEqual(SearchProgress.note(seed: 20, steps: steps, at: 3),
                       "in the sequence of seed 20, at step 3 of 3: after tap login, answer \"yes\", during the login fails (KATA_SEED=20 replays it)")
        XCTAssertEqual(SearchProgress.step(in: Array("step 12".utf8)), 12)
        XCTAssertNil(SearchProgress.step(in: Array("steps 12".utf8)))
    }

    /// A screen that keeps only the first 200 rows it loads, found with a list of hundreds of
    /// long titles: its count is lowered by halving the distance to the last that passed, so the
    /// failure shrinks to 201 rows within a few dozen runs, whatever each row costs in choices.
    func testAListKeptOnlyToItsFirst200RowsShrinksTo201RowsInAFewDozenRuns() async {
        let titles = Generator<[String]>.list(of: .text(length: 20...40), count: 0...400)
        let machine = StateMachine<[String], Box<[String]>, [String]>(
            model: [],
            system: { Box([]) },
            operations: [titles],
            perform: { rows, screen in screen.value = Array(rows.prefix(200)) },
            next: { rows, shown in shown = rows },
            compare: { rows, screen in rows.count == screen.value.count ? nil : "expected \(rows.count) rows, got \(screen.value.count)" },
            budget: SearchBudget(steps: 2, time: 60, deadline: 60, shrinkingTime: 60, shrinkingRuns: 60))
        let report = await machine.search()
        XCTAssertEqual(report.counterexample?.difference, "expected 201 rows, got 200")
        XCTAssertLessThanOrEqual(report.shrinkingRuns, 60)
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    func testShrinkingKeepsAStepThatMattersAndSimplifiesItsArgument() async {
        // Wrong only at a boundary: an add of 9 or more after a reset is lost.
        let (machine, _) = machine { counter, step in
            if case .add(let amount) = step, amount >= 7, counter.log.dropLast().contains(.reset) { counter.total -= amount }
        }
        let report = await machine.search()
        XCTAssertEqual(report.counterexample?.steps, ["reset", "add 7"])
    }

    func testTheSameFailureIsReportedTheSameWayEveryTime() async {
        let bug: (Counter, Step) -> Void = { counter, step in
            if step == .reset, counter.adds >= 2 { counter.total = 1 }
        }
        let first = await machine(bug: bug).0.search().counterexample
        let second = await machine(bug: bug).0.search().counterexample
        XCTAssertNotNil(first)
        XCTAssertEqual(first, second)
    }

    func testAPassingSystemRunsEverySequenceWithinTheBudget() async {
        let budget = SearchBudget(sequences: 100, minimumSequences: 30, steps: 12, time: 60)
        let (machine, made) = machine(budget: budget)
        let report = await machine.search()
        XCTAssertNil(report.counterexample)
        XCTAssertEqual(report.sequences, 100)
        XCTAssertEqual(made.counters.count, 100)
        XCTAssertEqual(report.longestSequence, 12)
        XCTAssertTrue(made.counters.allSatisfy { $0.log.count <= 12 })
        XCTAssertTrue(report.mostRepetitions.allSatisfy { $0 >= 3 }, "each operation repeated three times in some sequence: \(report.mostRepetitions)")
    }

    func testTheTimeStopsTheSearchButNotBeforeTheMinimum() async {
        let (machine, _) = machine(budget: SearchBudget(sequences: 1000, minimumSequences: 30, time: 0))
        let report = await machine.search()
        XCTAssertEqual(report.sequences, 30)
    }

    /// `kata grade`'s budget: a busy machine runs every sequence, as a quiet one does, where
    /// the learner's own run stops past the minimum once its 0.4 s are spent.
    func testEverySequenceRunsWhateverTheTimeWithKataEverySequence() async {
        var budget = SearchBudget.standard(in: [SearchBudget.everySequenceVariable: "1"])
        XCTAssertEqual(budget.time, .infinity)
        XCTAssertEqual(budget.deadline, .infinity)
        XCTAssertEqual(SearchBudget.standard(in: [:]).time, SearchBudget().time, "without the variable, the time still counts")
        budget.steps = 3
        var (slow, _) = machine(budget: budget)
        slow.perform = { step, counter in
            // 100 sequences of this take about a second: past the learner's 0.4 s.
            try? await Task.sleep(nanoseconds: 5_000_000)
            counter.perform(step)
        }
        let report = await slow.search()
        XCTAssertNil(report.counterexample)
        XCTAssertEqual(report.sequences, 100)
        XCTAssertGreaterThan(report.duration, SearchBudget().time, "the search ran past the learner's time")
    }

    func testCodeThatWaitsEndsTheSearchAtItsDeadlineWithAFailureThatSaysSo() async {
        var (slow, _) = machine(budget: SearchBudget(steps: 4, deadline: 0.1))
        slow.perform = { step, counter in
            try? await Task.sleep(nanoseconds: 20_000_000)
            counter.perform(step)
        }
        _ = FailureRecorder.shared.take()
        let report = await expectModelHolds(slow)
        let failures = FailureRecorder.shared.take()
        XCTAssertLessThan(report.sequences, 30)
        XCTAssertLessThan(report.duration, 1)
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.hasPrefix("the search ran \(report.sequences) of its 30 sequences in") ?? false,
                      failures.first?.message ?? "")
    }

    #if os(Linux)
    /// Steps that compute, slowed by other work holding every processor (a grade, a build): the
    /// search is slow, but the time it waited for a processor does not count towards its
    /// deadline, so it runs its minimum and fails nothing.
    func testABusyMachineSlowsASearchWithoutFailingIt() async {
        var (busy, _) = machine(budget: SearchBudget(steps: 4, deadline: 0.3))
        busy.perform = { step, counter in
            let end = ContinuousClock.now + .milliseconds(1)
            var spins = 0
            while ContinuousClock.now < end { spins &+= 1 }
            counter.perform(step)
        }
        let stop = ManagedAtomicFlag()
        let competitors = ProcessInfo.processInfo.activeProcessorCount * 3 + 2
        for _ in 0..<competitors {
            Thread.detachNewThread {
                var spins = 0
                while !stop.isSet { spins &+= 1 }
            }
        }
        try? await Task.sleep(nanoseconds: 100_000_000)
        _ = FailureRecorder.shared.take()
        let report = await expectModelHolds(busy)
        stop.set()
        let failures = FailureRecorder.shared.take()
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertGreaterThanOrEqual(report.sequences, 30)
        XCTAssertGreaterThan(report.duration, 0.3, "the processors were busy: the search took longer than its deadline")
    }

    /// A flag threads read and one sets.
    final class ManagedAtomicFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
    #endif

    func testShrinkingStopsWhenItsRunsAreSpent() async {
        let (machine, _) = machine(budget: SearchBudget(shrinkingRuns: 3)) { counter, step in
            if case .add = step, counter.adds == 3 { counter.total += 1 }
        }
        let report = await machine.search()
        XCTAssertEqual(report.shrinkingRuns, 3)
        XCTAssertNotNil(report.counterexample, "what was found is still reported")
    }

    func testADisagreementBeforeAnyStepSaysSo() async {
        let (machine, _) = machine()
        var broken = machine
        broken.model = 1
        let report = await broken.search()
        XCTAssertEqual(report.counterexample?.description, "before any step: expected the total 1, got 0 (seed 1)")
    }

    func testAMachineWithoutOperationsComparesOnlyTheStart() async {
        var (machine, made) = machine()
        machine.operations = []
        let report = await machine.search()
        XCTAssertNil(report.counterexample)
        XCTAssertEqual(report.steps, 0)
        XCTAssertTrue(made.counters.allSatisfy(\.log.isEmpty))
    }

    func testAFailedSearchFailsTheCheckWithTheCounterexample() async {
        let (machine, _) = machine { counter, step in
            if case .add = step, counter.adds == 2 { counter.total = 0 }
        }
        _ = FailureRecorder.shared.take()
        let report = await expectModelHolds(machine)
        let failures = FailureRecorder.shared.take()
        XCTAssertEqual(failures.map(\.message), [report.counterexample?.description ?? ""])
        XCTAssertEqual(failures.first?.file, #filePath)
    }

    func testGeneratorsDrawTheSimplestValueFromNoChoices() {
        var none = Choices()
        XCTAssertEqual(Generator.int(in: 100...599, edges: [300, 199]).draw(&none), 300)
        var again = Choices()
        XCTAssertEqual(Generator.arrangement(of: ["a", "b", "c"], count: 1...3).draw(&again), ["a"])
        var third = Choices()
        XCTAssertEqual(Generator.array(of: .element(of: [1, 2]), count: 0...3).draw(&third), [])
    }

    func testAnArrangementHoldsDistinctElementsInADrawnOrder() {
        var choices = Choices(random: SeededRandom(seed: 3))
        let generator = Generator.arrangement(of: Array(0..<8), count: 8...8)
        let drawn = (0..<20).map { _ in generator.draw(&choices) }
        XCTAssertTrue(drawn.allSatisfy { $0.sorted() == Array(0..<8) })
        XCTAssertTrue(drawn.contains { $0 != Array(0..<8) })
    }

    func testABoundedNumberStaysBelowItsBound() {
        var random = SeededRandom(seed: 9)
        let drawn = (0..<1000).map { _ in random.next(below: 7) }
        XCTAssertEqual(Set(drawn), Set(0..<7))
        XCTAssertEqual(random.next(below: 0), 0)
    }

    func testSplitMix64GivesItsPublishedFirstNumbers() {
        // SplitMix64 from seed 0: the reference implementation's first outputs.
        var random = SeededRandom(seed: 0)
        XCTAssertEqual(random.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(random.next(), 0x6E78_9E6A_A1B9_65F4)
    }
}
