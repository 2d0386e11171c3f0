/// A model of what a lesson promises, run side by side with the learner's code over generated
/// sequences of steps, in the manner of Hypothesis' `RuleBasedStateMachine` and QuickCheck's
/// state machines.
///
/// The model is a plain value: the state a user can observe, and the lesson's rules as what
/// each step does to it (`next`). For each sequence the search makes a new system (the
/// learner's code and the doubles around it), performs each step on it, applies the step to
/// the model, and compares everything observable (`compare`) before the first step and after
/// every step. A disagreement is shrunk to the shortest sequence, with the simplest values,
/// that still disagrees, and reported with its seed (see ``Counterexample``):
///
/// ```swift
/// let machine = StateMachine(
///     model: Counter(),
///     system: { CounterScreen() },
///     operations: [Generator.int(in: 1...9).map(Step.add), .just(Step.reset)],
///     perform: { step, screen in await screen.perform(step) },
///     next: { step, model in model.apply(step) },
///     compare: { model, screen in
///         screen.total == model.total ? nil : "expected the total \(model.total), got \(screen.total)"
///     })
/// await expectModelHolds(machine)
/// ```
///
/// A failure then reads: `after add 1, add 1, add 1: expected the total 3, got 2 (seed 17)`.
@MainActor
public struct StateMachine<Model, System, Step: CustomStringConvertible> {
    /// The model before any step.
    public var model: Model
    /// A new system under test, for one sequence.
    public var makeSystem: @MainActor () -> System
    /// The kinds of steps, the simplest first: each draws a step with its arguments. A sequence
    /// uses some kinds only (swarm testing), so that each kind is repeated in some sequence.
    public var operations: [Generator<Step>]
    /// Performs a step on the system.
    public var perform: @MainActor (Step, System) async -> Void
    /// What the step does to the model: the lesson's rule.
    public var next: (Step, inout Model) -> Void
    /// What differs between the model and the system, said as "expected …, got …"; `nil` when
    /// they agree. It may note in the model what the lesson leaves open and the system has
    /// chosen (the sentence shown for a cause), to hold it to that choice afterwards.
    public var compare: @MainActor (inout Model, System) -> String?
    /// How many sequences, how long, and for how much time.
    public var budget: SearchBudget
    /// What a new system does before the first comparison, such as the steps every sequence
    /// starts from (a screen that appeared with a filled-in form); nothing by default.
    public var prepare: (@MainActor (System) async -> Void)?
    /// Makes a new system wait longer for what it waits for before each comparison: for a system
    /// whose answers travel through tasks or streams and may come late on a busy machine. When it
    /// is set, a disagreement is confirmed by a patient run of the same steps before it is shrunk,
    /// and the shrunk sequence again before it is reported; a disagreement a patient run does not
    /// repeat was the machine's slowness, not the code's, and the search goes on. Searching and
    /// shrinking stay quick: only the confirmations wait.
    public var patience: (@MainActor (System) -> Void)?
    /// What the comparisons that returned a ``Difference`` read, by the difference's words.
    var differences = ObservedDifferences()

    public init(model: Model,
                system: @escaping @MainActor () -> System,
                operations: [Generator<Step>],
                perform: @escaping @MainActor (Step, System) async -> Void,
                next: @escaping (Step, inout Model) -> Void,
                compare: @escaping @MainActor (inout Model, System) -> String?,
                budget: SearchBudget = .standard,
                prepare: (@MainActor (System) async -> Void)? = nil,
                patience: (@MainActor (System) -> Void)? = nil) {
        self.model = model
        self.makeSystem = system
        self.operations = operations
        self.perform = perform
        self.next = next
        self.compare = compare
        self.budget = budget
        self.prepare = prepare
        self.patience = patience
    }

    /// A machine whose comparison says what it read where it differs (see ``Difference``): a
    /// failure then points the learner at the code that wrote that value.
    public init(model: Model,
                system: @escaping @MainActor () -> System,
                operations: [Generator<Step>],
                perform: @escaping @MainActor (Step, System) async -> Void,
                next: @escaping (Step, inout Model) -> Void,
                compare: @escaping @MainActor (inout Model, System) -> Difference?,
                budget: SearchBudget = .standard,
                prepare: (@MainActor (System) async -> Void)? = nil,
                patience: (@MainActor (System) -> Void)? = nil) {
        let differences = ObservedDifferences()
        self.init(model: model, system: system, operations: operations, perform: perform, next: next,
                  compare: { model, system in
                      guard let difference = compare(&model, system) else { return nil }
                      differences.note(difference)
                      return difference.description
                  },
                  budget: budget, prepare: prepare, patience: patience)
        self.differences = differences
    }

    /// A step drawn from `choices`: its kind first, then its arguments.
    func drawStep(_ choices: inout Choices) -> Step {
        operations[choices.index(below: operations.count)].draw(&choices)
    }
}
