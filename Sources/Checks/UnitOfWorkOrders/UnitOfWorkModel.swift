// An executable model of what the lesson promises of a unit of work, for the checks that search
// (issue 38): any sequence of units of work whose handlers succeed, fail or suspend, whose work or
// save fails, raising any number of events on any number of entities, and of registrations of
// any number of handlers of one event, compared with the learner's unit of work after every step.
#if CHANGE_SOLUTION
@testable import UnitOfWorkOrdersChangeSolution
#elseif SOLUTION
@testable import UnitOfWorkOrdersSolution
#else
@testable import UnitOfWorkOrders
#endif
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.SearchBudget
import struct KataKit.StateMachine

/// The handlers of the search, each pre- or post-commit, of `EventA` or `EventB`: up to five of
/// each kind for `EventA`, so that a registry that breaks its order from the fourth is found.
enum SearchHandler: String, CaseIterable, CustomStringConvertible {
    case firstPreA = "FirstPreA", secondPreA = "SecondPreA", onlyPreB = "OnlyPreB"
    case firstPostA = "FirstPostA", secondPostA = "SecondPostA", onlyPostB = "OnlyPostB"
    case thirdPreA = "ThirdPreA", fourthPreA = "FourthPreA", fifthPreA = "FifthPreA"
    case thirdPostA = "ThirdPostA", fourthPostA = "FourthPostA", fifthPostA = "FifthPostA"

    var description: String { rawValue }
    var isPostCommit: Bool { rawValue.contains("Post") }
    var handlesA: Bool { ![.onlyPreB, .onlyPostB].contains(self) }

    /// Registered before the first step, in this order.
    static let registeredFirst: [SearchHandler] = [.firstPreA, .onlyPreB, .firstPostA, .onlyPostB]

    var type: any EventHandler.Type {
        switch self {
        case .firstPreA: FirstPreA.self
        case .secondPreA: SecondPreA.self
        case .onlyPreB: OnlyPreB.self
        case .firstPostA: FirstPostA.self
        case .secondPostA: SecondPostA.self
        case .onlyPostB: OnlyPostB.self
        case .thirdPreA: ThirdPreA.self
        case .fourthPreA: FourthPreA.self
        case .fifthPreA: FifthPreA.self
        case .thirdPostA: ThirdPostA.self
        case .fourthPostA: FourthPostA.self
        case .fifthPostA: FifthPostA.self
        }
    }
}

/// A handler the search registers: one of the twelve named ones, or a numbered handler of
/// `EventA` past them (PreA6, PostA6, PreA7, … up to the 70th of each kind), so that one event has
/// dozens of handlers, and a registry's counters cross their boundaries (8, 16, 32, 64 and the one
/// after each).
enum DrawnHandler: Equatable, CustomStringConvertible {
    case named(SearchHandler)
    case numbered(Int, postCommit: Bool)

    var description: String {
        switch self {
        case .named(let handler): handler.rawValue
        case .numbered(let number, let postCommit): "\(postCommit ? "PostA" : "PreA")\(number)"
        }
    }

    var isPostCommit: Bool {
        switch self {
        case .named(let handler): handler.isPostCommit
        case .numbered(_, let postCommit): postCommit
        }
    }

    var handlesA: Bool {
        if case .named(let handler) = self { return handler.handlesA }
        return true
    }

    var type: any EventHandler.Type {
        switch self {
        case .named(let handler): handler.type
        case .numbered(let number, let postCommit): Self.handlerType(Self.numberType(number), postCommit: postCommit)
        }
    }

    /// The type that carries `number`: `DoubledPlusOne<Doubled<NumberOne>>` for 5.
    private static func numberType(_ number: Int) -> any HandlerNumber.Type {
        guard number > 1 else { return NumberOne.self }
        let half = numberType(number / 2)
        return number % 2 == 0 ? doubled(half) : doubledPlusOne(half)
    }

    private static func doubled<Half: HandlerNumber>(_: Half.Type) -> any HandlerNumber.Type { Doubled<Half>.self }
    private static func doubledPlusOne<Half: HandlerNumber>(_: Half.Type) -> any HandlerNumber.Type { DoubledPlusOne<Half>.self }

    private static func handlerType<Number: HandlerNumber>(_: Number.Type, postCommit: Bool) -> any EventHandler.Type {
        postCommit ? NumberedPostA<Number>.self : NumberedPreA<Number>.self
    }
}

/// How a unit of work of the search ends.
enum UnitEnding: Equatable {
    case succeeds, workFails, saveFails
    case handlerFails(SearchHandler)
}

/// One step: a unit of work, a retry of one that failed, or a registration.
enum UnitStep: CustomStringConvertible {
    /// A unit of work whose work raises events on the first entity, then on the second, the
    /// third and any further ones (`true` for an `EventA`, `false` for an `EventB`), where one
    /// handler may suspend.
    case execute(entities: [[Bool]], ending: UnitEnding, suspending: SearchHandler?)
    /// The work of the unit of work before, when it failed, run again: it raises events equal to
    /// the ones it raised then (the same numbers), on the same entities. Nothing when the unit of
    /// work before succeeded, or there was none.
    case retry(ending: UnitEnding)
    case register(SearchHandler)
    /// The numbered handlers of `EventA` from the sixth to `upTo`, pre- or post-commit, those not
    /// registered yet, in order.
    case registerNumbered(upTo: Int, postCommit: Bool)

    var description: String {
        switch self {
        case .register(let handler): return "register \(handler)"
        case .registerNumbered(let upTo, let postCommit):
            let kind = postCommit ? "PostA" : "PreA"
            return upTo <= 6 ? "register \(kind)6" : "register \(kind)6 to \(kind)\(upTo)"
        case .retry(let ending):
            var parts = ["the failed unit of work before it run again, raising equal events"]
            switch ending {
            case .succeeds: break
            case .workFails: parts.append("the work throws")
            case .saveFails: parts.append("the save throws")
            case .handlerFails(let handler): parts.append("\(handler) throws")
            }
            return "a retry (\(parts.joined(separator: "; ")))"
        case .execute(let entities, let ending, let suspending):
            let first = entities.first ?? []
            var parts = [first.isEmpty ? "raising nothing" : "raising \(Self.kinds(first))"]
            for (index, events) in entities.enumerated().dropFirst() where !events.isEmpty {
                let entity = index < 3 ? ["", "the second entity", "the third entity"][index] : "entity \(index + 1)"
                parts.append("\(entity) \(Self.kinds(events))")
            }
            if let suspending { parts.append("\(suspending) suspends") }
            switch ending {
            case .succeeds: break
            case .workFails: parts.append("the work throws")
            case .saveFails: parts.append("the save throws")
            case .handlerFails(let handler): parts.append("\(handler) throws")
            }
            return "a unit of work (\(parts.joined(separator: "; ")))"
        }
    }

    /// The kinds of the events, runs of one kind counted past three: "A, B", "12 × A, B".
    private static func kinds(_ events: [Bool]) -> String {
        var runs: [(isA: Bool, count: Int)] = []
        for isA in events {
            if let last = runs.last, last.isA == isA { runs[runs.count - 1].count += 1 } else { runs.append((isA, 1)) }
        }
        return runs.map { run in
            let kind = run.isA ? "A" : "B"
            return run.count > 3 ? "\(run.count) × \(kind)" : Array(repeating: kind, count: run.count).joined(separator: ", ")
        }.joined(separator: ", ")
    }
}

/// What the search's handlers, work and save throw.
enum UnitSearchError: Error, Equatable {
    case work, save, handler(String)
}

/// What the lesson promises of a unit of work: the calls in order, what `execute` throws, what
/// is reported, and no event left on any entity.
struct UnitOfWorkModel {
    var registered = SearchHandler.registeredFirst.map(DrawnHandler.named)
    /// Events raised so far, to number the next ones (A1, B2, A3…).
    var raised = 0
    /// The events of the unit of work before, entity by entity, when it failed: for a retry to
    /// raise again.
    var failed: [[(isA: Bool, label: String)]]?
    var calls: [String] = []
    var thrown: String?
    var reported: [String] = []

    mutating func apply(_ step: UnitStep) {
        calls = []
        thrown = nil
        reported = []
        switch step {
        case .register(let handler):
            if !registered.contains(.named(handler)) { registered.append(.named(handler)) }
        case .registerNumbered(let upTo, let postCommit):
            for number in 6...max(6, upTo) where !registered.contains(.numbered(number, postCommit: postCommit)) {
                registered.append(.numbered(number, postCommit: postCommit))
            }
        case .execute(let entities, let ending, _):
            let raising = entities.map { events in
                events.map { isA -> (isA: Bool, label: String) in
                    raised += 1
                    return (isA, "\(isA ? "A" : "B")\(raised)")
                }
            }
            run(raising, ending: ending)
        case .retry(let ending):
            guard let raising = failed else { return }
            run(raising, ending: ending)
        }
    }

    /// A unit of work raising `raising` on its entities, ending as `ending` says.
    private mutating func run(_ raising: [[(isA: Bool, label: String)]], ending: UnitEnding) {
        execute(raising.flatMap { $0 }, ending: ending)
        failed = thrown == nil ? nil : raising
    }

    private mutating func execute(_ events: [(isA: Bool, label: String)], ending: UnitEnding) {
        calls = ["work"]
        if ending == .workFails { return rollBack(after: "work") }
        for event in events {
            for handler in registered where !handler.isPostCommit && handler.handlesA == event.isA {
                calls.append("\(handler) \(event.label)")
                if case .named(let named) = handler, ending == .handlerFails(named) { return rollBack(after: "\(handler)") }
            }
        }
        calls.append("save")
        if ending == .saveFails { return rollBack(after: "save") }
        for event in events {
            for handler in registered where handler.isPostCommit && handler.handlesA == event.isA {
                calls.append("\(handler) \(event.label)")
                if case .named(let named) = handler, ending == .handlerFails(named) { reported.append("\(handler) \(event.label)") }
            }
        }
    }

    private mutating func rollBack(after what: String) {
        calls.append("rollback")
        thrown = what
    }

    /// What differs between the model and the unit of work, as "expected …, got …", with the
    /// code that made it (``Difference/observed``): the step called `execute` alone, so its
    /// work is at fault; but an event that no handler got, while handlers of its kind ran for
    /// the others, was never collected: the code that collects the entities dropped it.
    func difference(calls got: [String], thrown gotThrown: String?, reported gotReported: [String], eventsLeft: Int,
                    suspended: Bool = false) -> Difference? {
        if got != calls {
            let made = Self.dropsEvents(expected: calls, got: got) ? "DomainContext.entitiesWithEvents"
                : !suspended && (Self.reordersHandlers(expected: calls, got: got) || Self.dropsHandlers(expected: calls, got: got))
                    ? "HandlerRegistry.register(_:)" : Self.execute
            return Difference(observed: made, "expected the calls \(calls), got \(got) (work; each event's pre-commit handlers, entity by entity, events in the"
                + " order raised, handlers in the order registered, one at a time; save; the post-commit handlers likewise;"
                + " a throw before the save completes rolls back and runs no post-commit handler\(Self.start))")
        }
        if gotThrown != thrown {
            return Difference(observed: Self.execute, "expected execute to \(thrown.map { "throw the error of \($0)" } ?? "return without throwing"), got "
                + (gotThrown.map { "the error of \($0)" } ?? "no error"))
        }
        if gotReported != reported {
            return Difference(observed: Self.execute, "expected the failures reported \(reported), got \(gotReported) (each failing post-commit handler, with its name"
                + " and the event it handled, by the time execute returns)")
        }
        if eventsLeft > 0 {
            let after = thrown.map { $0 == "work" ? "the work threw" : $0 == "save" ? "the save failed" : "\($0) threw" } ?? "the unit of work succeeded"
            return Difference(observed: Self.execute, "expected no event left on the entities after \(after), got \(eventsLeft) (events are cleared whether"
                + " the unit of work succeeds or fails, the save too, before a rollback: a retry must not handle them again)")
        }
        return nil
    }

    /// The function each step of units of work calls, named with its parentheses: its own work.
    static let execute = "UnitOfWork.execute(_:)"

    /// Whether an event the lesson's calls handle got no handler at all, while an event of the
    /// same kind (A, B) got one: its handlers were there, the event was not taken.
    static func dropsEvents(expected: [String], got: [String]) -> Bool {
        func events(_ calls: [String]) -> Set<String> {
            Set(calls.compactMap { call in call.split(separator: " ").dropFirst().first.map(String.init) })
        }
        let handled = events(got)
        return events(expected).subtracting(handled).contains { missing in handled.contains { $0.first == missing.first } }
    }

    /// Whether a handler the lesson's calls run never ran, while another handler of its kind (pre-
    /// or post-commit) ran for an event it should have handled: the registry lost it.
    static func dropsHandlers(expected: [String], got: [String]) -> Bool {
        func calls(_ calls: [String]) -> [(handler: String, event: String)] {
            calls.compactMap { call in
                let words = call.split(separator: " ")
                return words.count == 2 ? (String(words[0]), String(words[1])) : nil
            }
        }
        let ran = calls(got)
        let ranHandlers = Set(ran.map(\.handler))
        return calls(expected).contains { missing in
            !ranHandlers.contains(missing.handler) && ran.contains { call in
                call.event == missing.event && call.handler.contains("Post") == missing.handler.contains("Post")
            }
        }
    }

    /// Whether the same calls were made, each event handled in the order raised and at the same
    /// place, only the handlers of an event in another order (no handler suspending): the order
    /// the registry keeps them in, from their registrations.
    static func reordersHandlers(expected: [String], got: [String]) -> Bool {
        func events(_ calls: [String]) -> [String] {
            calls.map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? $0 }
        }
        return got.sorted() == expected.sorted() && events(got) == events(expected)
    }

    static let start = "; before the first step, FirstPreA, OnlyPreB, FirstPostA and OnlyPostB were registered, in that order"
}

/// The steps the search draws, the simplest first: units of work that succeed or fail at each
/// place (the work, a pre-commit handler, the save, a post-commit handler), events of two types
/// on any number of entities (most on one to three, some on dozens; most a few events each,
/// some dozens or hundreds), a handler that suspends, and registrations after units of work ran.
enum UnitSteps {
    static let event = Generator<Bool>.element(of: [true, false])
    static let ending = Generator<UnitEnding> { choices in
        if choices.chance(1, in: 2) { return .succeeds }
        let endings: [UnitEnding] = [.saveFails, .workFails] + SearchHandler.allCases.map(UnitEnding.handlerFails)
        return endings[choices.index(below: endings.count)]
    }
    static let suspending = Generator<SearchHandler?> { choices in
        choices.chance(1, in: 2) ? nil : SearchHandler.allCases[choices.index(below: SearchHandler.allCases.count)]
    }

    static let execute = Generator<UnitStep> { choices in
        let first = Generator.array(of: event, count: 1...3).draw(&choices)
        let second = Generator.array(of: event, count: 0...2).draw(&choices)
        let ending = ending.draw(&choices)
        let suspending = suspending.draw(&choices)
        // Drawn last, so that shrinking the later entities' events away leaves the ending as it was.
        let third = Generator.array(of: event, count: 0...2).draw(&choices)
        // One in four: a unit of work past the counts a learner writes, on the first entity (dozens
        // or hundreds of events) and on dozens of entities more.
        guard choices.index(below: 4) == 3 else {
            return .execute(entities: [first, second, third], ending: ending, suspending: suspending)
        }
        let many = Generator.list(of: event, count: 0...200).draw(&choices)
        let more = Generator.list(of: Generator.list(of: event, count: 0...20), count: 0...64).draw(&choices)
        return .execute(entities: [first + many, second, third] + more, ending: ending, suspending: suspending)
    }
    static let retry = Generator<UnitStep> { choices in .retry(ending: ending.draw(&choices)) }
    static let registerNamed = Generator<UnitStep>.element(of: [.secondPreA, .secondPostA, .thirdPostA, .thirdPreA, .fourthPostA, .fourthPreA,
                                                                .fifthPostA, .fifthPreA].map(UnitStep.register))
    /// One registration in four: the numbered handlers up to a drawn one, dozens at once.
    static let register = Generator<UnitStep> { choices in
        guard choices.index(below: 4) == 3 else { return registerNamed.draw(&choices) }
        return .registerNumbered(upTo: Generator<Int>.size(in: 6...70).draw(&choices), postCommit: choices.chance(1, in: 2))
    }

    /// Most sequences as long as usual, one in eight of up to 300 steps.
    static var budget: SearchBudget {
        var budget = SearchBudget.standard
        budget.longestSteps = 300
        return budget
    }

    /// The first act's steps.
    static let operations: [Generator<UnitStep>] = [execute, register, retry]
}

/// Tells the search's handlers whether to suspend or throw in the current unit of work.
@MainActor
enum UnitScript {
    static var ending: UnitEnding = .succeeds
    static var suspending: SearchHandler?

    static func run(_ handler: SearchHandler, _ event: some SpyEvent) async throws {
        if suspending == handler {
            // A pause, as a network call has: a handler started before this one finished logs first.
            for _ in 0..<4 { await Task.yield() }
        }
        SpyLog.record(handler.rawValue, event)
        if ending == .handlerFails(handler) { throw UnitSearchError.handler(handler.rawValue) }
    }
}

enum FirstPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.firstPreA, event) }
}

enum SecondPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.secondPreA, event) }
}

enum OnlyPreB: EventHandler {
    static func handle(event: EventB, resolver: ServiceResolver) async throws { try await UnitScript.run(.onlyPreB, event) }
}

enum FirstPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.firstPostA, event) }
}

enum SecondPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.secondPostA, event) }
}

enum OnlyPostB: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventB, resolver: ServiceResolver) async throws { try await UnitScript.run(.onlyPostB, event) }
}

enum ThirdPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.thirdPreA, event) }
}

enum FourthPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.fourthPreA, event) }
}

enum FifthPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.fifthPreA, event) }
}

enum ThirdPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.thirdPostA, event) }
}

enum FourthPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.fourthPostA, event) }
}

enum FifthPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { try await UnitScript.run(.fifthPostA, event) }
}

/// A number carried by a type, so that the search registers as many distinct handler types as it
/// draws: `DoubledPlusOne<Doubled<NumberOne>>` is 5 (``DrawnHandler``).
protocol HandlerNumber {
    static var value: Int { get }
}

enum NumberOne: HandlerNumber {
    static var value: Int { 1 }
}

enum Doubled<Half: HandlerNumber>: HandlerNumber {
    static var value: Int { 2 * Half.value }
}

enum DoubledPlusOne<Half: HandlerNumber>: HandlerNumber {
    static var value: Int { 2 * Half.value + 1 }
}

/// The numbered pre-commit handlers of `EventA`, PreA6 and on: they log their call, never throw.
enum NumberedPreA<Number: HandlerNumber>: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { SpyLog.record("PreA\(Number.value)", event) }
}

/// The numbered post-commit handlers of `EventA`, PostA6 and on.
enum NumberedPostA<Number: HandlerNumber>: EventHandler {
    static var isPostCommit: Bool { true }
    static func handle(event: EventA, resolver: ServiceResolver) async throws { SpyLog.record("PostA\(Number.value)", event) }
}

/// The learner's unit of work over a spy context, with what it reported.
@MainActor
final class UnitBench {
    let context = SpyContext()
    let registry = HandlerRegistry(resolver: ServiceResolver())
    let sink = FailureSink()
    var registered: [DrawnHandler] = []
    var raised = 0
    /// The events of the unit of work before, entity by entity, by kind and number, when it failed.
    var failed: [[(isA: Bool, number: Int)]]?
    var thrown: String?
    lazy var unitOfWork = UnitOfWork(context: context, registry: registry, onPostCommitFailure: { [sink] in sink.failures.append($0) })

    func register(_ handler: DrawnHandler) {
        guard !registered.contains(handler) else { return }
        registered.append(handler)
        registry.register(handler.type)
    }

    /// A unit of work whose work raises `raising` on the spy's entities, one list per entity.
    func run(_ raising: [[(isA: Bool, number: Int)]], ending: UnitEnding, suspending: SearchHandler?) async {
        (UnitScript.ending, UnitScript.suspending) = (ending, suspending)
        context.addEntities(upTo: raising.count)
        context.saveError = ending == .saveFails ? .save : nil
        do {
            try await unitOfWork.execute { context in
                SpyLog.calls.append("work")
                context.forgotEntities = false
                for (entity, events) in zip(context.allEntities, raising) {
                    entity.events += events.map { $0.isA ? EventA($0.number) : EventB($0.number) as any DomainEvent }
                }
                if ending == .workFails { throw UnitSearchError.work }
            }
        } catch let error as UnitSearchError {
            switch error {
            case .work: thrown = "work"
            case .save: thrown = "save"
            case .handler(let name): thrown = name
            }
        } catch SpyError.save {
            thrown = "save"
        } catch {
            thrown = "another error, \(error)"
        }
        failed = thrown == nil ? nil : raising
    }
}

/// The unit of work beside the model, over generated sequences of steps.
@MainActor
func unitOfWorkMachine(operations: [Generator<UnitStep>]) -> StateMachine<UnitOfWorkModel, UnitBench, UnitStep> {
    StateMachine(
        model: UnitOfWorkModel(),
        system: {
            SpyLog.calls = []
            (UnitScript.ending, UnitScript.suspending) = (.succeeds, nil)
            let bench = UnitBench()
            SearchHandler.registeredFirst.forEach { bench.register(.named($0)) }
            return bench
        },
        operations: operations,
        perform: { step, bench in
            SpyLog.calls = []
            bench.sink.failures = []
            bench.thrown = nil
            switch step {
            case .register(let handler):
                bench.register(.named(handler))
            case .registerNumbered(let upTo, let postCommit):
                for number in 6...max(6, upTo) { bench.register(.numbered(number, postCommit: postCommit)) }
            case .execute(let entities, let ending, let suspending):
                let raising = entities.map { events in
                    events.map { isA -> (isA: Bool, number: Int) in
                        bench.raised += 1
                        return (isA, bench.raised)
                    }
                }
                await bench.run(raising, ending: ending, suspending: suspending)
            case .retry(let ending):
                guard let raising = bench.failed else { return }
                await bench.run(raising, ending: ending, suspending: nil)
            }
        },
        next: { step, model in model.apply(step) },
        compare: { model, bench in
            let reported = bench.sink.failures.map { failure in
                "\(failure.handlerName) \((failure.event as? any SpyEvent)?.label ?? "\(failure.event)")"
            }
            return model.difference(calls: SpyLog.calls, thrown: bench.thrown, reported: reported,
                                    eventsLeft: bench.context.allEntities.map(\.events.count).reduce(0, +),
                                    suspended: UnitScript.suspending != nil)
        },
        budget: UnitSteps.budget)
}
