// An executable model of what the lesson promises of a unit of work, for the checks that search
// (issue 38): any sequence of units of work whose handlers succeed, fail or suspend, whose work or
// save fails, raising events on up to three entities, and of registrations, compared with the learner's
// unit of work after every step.
#if CHANGE_SOLUTION
@testable import UnitOfWorkOrdersChangeSolution
#elseif SOLUTION
@testable import UnitOfWorkOrdersSolution
#else
@testable import UnitOfWorkOrders
#endif
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.StateMachine

/// The handlers of the search, each pre- or post-commit, of `EventA` or `EventB`.
enum SearchHandler: String, CaseIterable, CustomStringConvertible {
    case firstPreA = "FirstPreA", secondPreA = "SecondPreA", onlyPreB = "OnlyPreB"
    case firstPostA = "FirstPostA", secondPostA = "SecondPostA", onlyPostB = "OnlyPostB"

    var description: String { rawValue }
    var isPostCommit: Bool { [.firstPostA, .secondPostA, .onlyPostB].contains(self) }
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
        }
    }
}

/// How a unit of work of the search ends.
enum UnitEnding: Equatable {
    case succeeds, workFails, saveFails
    case handlerFails(SearchHandler)
}

/// One step: a unit of work, or a registration.
enum UnitStep: CustomStringConvertible {
    /// A unit of work whose work raises events on the first entity, then on the second and the
    /// third (`true` for an `EventA`, `false` for an `EventB`), where one handler may suspend.
    case execute(first: [Bool], second: [Bool], third: [Bool], ending: UnitEnding, suspending: SearchHandler?)
    case register(SearchHandler)

    var description: String {
        switch self {
        case .register(let handler): return "register \(handler)"
        case .execute(let first, let second, let third, let ending, let suspending):
            var parts = [first.isEmpty ? "raising nothing" : "raising \(Self.kinds(first))"]
            if !second.isEmpty { parts.append("the second entity \(Self.kinds(second))") }
            if !third.isEmpty { parts.append("the third entity \(Self.kinds(third))") }
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

    private static func kinds(_ events: [Bool]) -> String {
        events.map { $0 ? "A" : "B" }.joined(separator: ", ")
    }
}

/// What the search's handlers, work and save throw.
enum UnitSearchError: Error, Equatable {
    case work, save, handler(String)
}

/// What the lesson promises of a unit of work: the calls in order, what `execute` throws, what
/// is reported, and no event left on any entity.
struct UnitOfWorkModel {
    var registered = SearchHandler.registeredFirst
    /// Events raised so far, to number the next ones (A1, B2, A3…).
    var raised = 0
    var calls: [String] = []
    var thrown: String?
    var reported: [String] = []

    mutating func apply(_ step: UnitStep) {
        calls = []
        thrown = nil
        reported = []
        switch step {
        case .register(let handler):
            if !registered.contains(handler) { registered.append(handler) }
        case .execute(let first, let second, let third, let ending, _):
            let events = (first + second + third).map { isA -> (isA: Bool, label: String) in
                raised += 1
                return (isA, "\(isA ? "A" : "B")\(raised)")
            }
            calls = ["work"]
            if ending == .workFails { return rollBack(after: "work") }
            for event in events {
                for handler in registered where !handler.isPostCommit && handler.handlesA == event.isA {
                    calls.append("\(handler) \(event.label)")
                    if ending == .handlerFails(handler) { return rollBack(after: "\(handler)") }
                }
            }
            calls.append("save")
            if ending == .saveFails { return rollBack(after: "save") }
            for event in events {
                for handler in registered where handler.isPostCommit && handler.handlesA == event.isA {
                    calls.append("\(handler) \(event.label)")
                    if ending == .handlerFails(handler) { reported.append("\(handler) \(event.label)") }
                }
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
    func difference(calls got: [String], thrown gotThrown: String?, reported gotReported: [String], eventsLeft: Int) -> Difference? {
        if got != calls {
            let made = Self.dropsEvents(expected: calls, got: got) ? "DomainContext.entitiesWithEvents" : Self.execute
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
            return Difference(observed: Self.execute, "expected no event left on the entities, got \(eventsLeft) (events are cleared whether the unit of work succeeds or"
                + " fails, before a rollback)")
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

    static let start = "; before the first step, FirstPreA, OnlyPreB, FirstPostA and OnlyPostB were registered, in that order"
}

/// The steps the search draws, the simplest first: units of work that succeed or fail at each
/// place (the work, a pre-commit handler, the save, a post-commit handler), events of two types
/// on up to three entities, a handler that suspends, and registrations after units of work ran.
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
        // Drawn last, so that shrinking the third entity's events away leaves the ending as it was.
        let third = Generator.array(of: event, count: 0...2).draw(&choices)
        return .execute(first: first, second: second, third: third, ending: ending, suspending: suspending)
    }
    static let register = Generator<UnitStep>.element(of: [.secondPreA, .secondPostA].map(UnitStep.register))

    /// The first act's steps.
    static let operations: [Generator<UnitStep>] = [execute, register]
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

/// The learner's unit of work over a spy context, with what it reported.
@MainActor
final class UnitBench {
    let context = SpyContext()
    let registry = HandlerRegistry(resolver: ServiceResolver())
    let sink = FailureSink()
    var registered: [SearchHandler] = []
    var raised = 0
    var thrown: String?
    lazy var unitOfWork = UnitOfWork(context: context, registry: registry, onPostCommitFailure: { [sink] in sink.failures.append($0) })

    func register(_ handler: SearchHandler) {
        guard !registered.contains(handler) else { return }
        registered.append(handler)
        registry.register(handler.type)
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
            SearchHandler.registeredFirst.forEach(bench.register)
            return bench
        },
        operations: operations,
        perform: { step, bench in
            SpyLog.calls = []
            bench.sink.failures = []
            bench.thrown = nil
            switch step {
            case .register(let handler):
                bench.register(handler)
            case .execute(let first, let second, let third, let ending, let suspending):
                (UnitScript.ending, UnitScript.suspending) = (ending, suspending)
                let events = (first + second + third).map { isA -> any DomainEvent in
                    bench.raised += 1
                    return isA ? EventA(bench.raised) : EventB(bench.raised)
                }
                bench.context.saveError = ending == .saveFails ? .save : nil
                do {
                    try await bench.unitOfWork.execute { context in
                        SpyLog.calls.append("work")
                        context.forgotEntities = false
                        context.entity.events += events.prefix(first.count)
                        context.otherEntity.events += events.dropFirst(first.count).prefix(second.count)
                        context.thirdEntity.events += events.dropFirst(first.count + second.count)
                        if ending == .workFails { throw UnitSearchError.work }
                    }
                } catch let error as UnitSearchError {
                    switch error {
                    case .work: bench.thrown = "work"
                    case .save: bench.thrown = "save"
                    case .handler(let name): bench.thrown = name
                    }
                } catch SpyError.save {
                    bench.thrown = "save"
                } catch {
                    bench.thrown = "another error, \(error)"
                }
            }
        },
        next: { step, model in model.apply(step) },
        compare: { model, bench in
            let reported = bench.sink.failures.map { failure in
                "\(failure.handlerName) \((failure.event as? any SpyEvent)?.label ?? "\(failure.event)")"
            }
            return model.difference(calls: SpyLog.calls, thrown: bench.thrown, reported: reported,
                                    eventsLeft: bench.context.entity.events.count + bench.context.otherEntity.events.count
                                        + bench.context.thirdEntity.events.count)
        })
}
