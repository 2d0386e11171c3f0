#if CHANGE_SOLUTION
@testable import UnitOfWorkOrdersChangeSolution
#elseif SOLUTION
@testable import UnitOfWorkOrdersSolution
#else
@testable import UnitOfWorkOrders
#endif
import struct KataKit.Check
import protocol KataKit.Kata
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import func KataKit.expectNil
import func KataKit.expectNoThrow
import func KataKit.expectNotNil
import func KataKit.expectThrows
import func KataKit.expectTrue
import func KataKit.fail
import func KataKit.unwrap

/// The checks of the first act. `@main` is in UnitOfWorkOrdersEntry.swift: the second act's executable
/// (Sources/ChangeChecks) compiles this file too, with a `@main` of its own.
struct UnitOfWorkOrdersChecks: Kata {
    static let checks: [Check] = [
        // MARK: - The domain and its store

        Check("placing an order adds it to the customer and raises OrderPlaced") {
            let customer = Customer(id: "c-1", name: "Ada")
            KataKit.expectEqual(customer.orders.map(\.id), [], "ids of the orders of a new customer")
            KataKit.expectEqual(customer.events.count, 0, "number of events of a new customer")
            customer.placeOrder(Order(id: "o-1", totalCents: 1250))
            customer.placeOrder(Order(id: "o-2", totalCents: 800))
            KataKit.expectEqual(customer.orders.map(\.id), ["o-1", "o-2"], "ids of the customer's orders")
            KataKit.expectEqual(customer.events.compactMap { $0 as? OrderPlaced },
                                [OrderPlaced(customerID: "c-1", orderID: "o-1"), OrderPlaced(customerID: "c-1", orderID: "o-2")],
                                "events the customer raised, in order")
            KataKit.expectEqual(customer.events.count, 2, "number of events after placing two orders")
            customer.clearEvents()
            KataKit.expectEqual(customer.events.count, 0, "number of events after clearEvents()")
        },
        Check("the order store keeps what was saved and forgets what was rolled back") {
            let store = OrderStore()
            store.insert(Customer(id: "ada", name: "Ada"))
            store.save()
            store.insert(Customer(id: "bob", name: "Bob"))
            store.customer(id: "ada")?.placeOrder(Order(id: "o-1", totalCents: 100))
            KataKit.expectEqual(store.customer(id: "ada")?.orders.map(\.id), ["o-1"], "Ada's orders before the rollback")
            store.rollback()
            KataKit.expectNotNil(store.customer(id: "ada"), "Ada, saved, after a rollback")
            KataKit.expectEqual(store.customer(id: "ada")?.orders.map(\.id), [], "Ada's orders after the rollback")
            KataKit.expectNil(store.customer(id: "bob")?.name, "Bob, inserted and rolled back, after the rollback")

            store.customer(id: "ada")?.placeOrder(Order(id: "o-2", totalCents: 200))
            store.save()
            store.rollback()
            KataKit.expectEqual(store.customer(id: "ada")?.orders.map(\.id), ["o-2"], "Ada's orders after an order was saved, then a rollback")
            KataKit.expectNil(store.customer(id: "zoe")?.name, "a customer that was never inserted")
        },
        Check("the resolver returns the service registered for a type, the latest one if registered twice") {
            let resolver = ServiceResolver()
            let first = Auditor()
            let second = Auditor()
            resolver.register(first)
            let resolved = KataKit.expectNoThrow(try resolver.resolve(Auditor.self), "resolving a registered Auditor")
            KataKit.expectTrue(resolved === first, "resolve(Auditor.self) should return the very instance registered")
            resolver.register(second)
            let latest = KataKit.expectNoThrow(try resolver.resolve(Auditor.self), "resolving an Auditor registered twice")
            KataKit.expectTrue(latest === second, "resolve(Auditor.self) after a second registration should return the second instance")
            let gateway = FakeGateway()
            resolver.register(gateway, as: (any PaymentGateway).self)
            let resolvedGateway = KataKit.expectNoThrow(try resolver.resolve((any PaymentGateway).self),
                                                        "resolving a service registered under its protocol")
            KataKit.expectTrue(resolvedGateway as? FakeGateway === gateway,
                               "resolve((any PaymentGateway).self) should return the instance registered under that protocol")
        },
        Check("resolving a service nobody registered throws an error naming it, instead of crashing") {
            let resolver = ServiceResolver()
            resolver.register(Auditor())
            KataKit.expectThrows(try resolver.resolve((any PaymentGateway).self),
                                 equalTo: UnregisteredServiceError(serviceName: String(describing: (any PaymentGateway).self)),
                                 "resolving (any PaymentGateway).self, never registered")
            KataKit.expectThrows(try resolver.resolve(FakeGateway.self),
                                 equalTo: UnregisteredServiceError(serviceName: "FakeGateway"),
                                 "resolving FakeGateway.self, never registered")
        },
        Check("handlers are pre-commit unless they say otherwise") {
            KataKit.expectFalse(PreA1.isPostCommit, "isPostCommit of a handler that does not declare it")
            KataKit.expectTrue(PostA1.isPostCommit, "isPostCommit of a handler that declares it true")
            let fixture = Fixture([PreA1.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])), "execute")
            expectCalls(fixture.takeCalls(), ["work", "PreA1 A1", "save"],
                        "calls, for a handler that does not declare isPostCommit")
        },

        // MARK: - The unit of work

        Check("a unit of work runs the work, the pre-commit handlers, the save, then the post-commit handlers") {
            let fixture = Fixture([PostA1.self, PreA1.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])), "execute")
            expectCalls(fixture.takeCalls(), ["work", "PreA1 A1", "save", "PostA1 A1"], "calls, in order")
            KataKit.expectEqual(fixture.sink.failures.count, 0, "post-commit failures reported when nothing failed")
        },
        Check("a unit of work that raised no event still saves, once") {
            let fixture = Fixture([PreA1.self, PostA1.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work()), "execute")
            expectCalls(fixture.takeCalls(), ["work", "save"], "calls, when the work raised no event")
        },
        Check("when the work throws, the unit of work rolls back, rethrows the same error and runs no handler") {
            let fixture = Fixture([PreA1.self, PostA1.self])
            await KataKit.expectThrows(try await fixture.unitOfWork.execute(work(raising: [EventA(1)], throwing: .work)),
                                       equalTo: SpyError.work, "the error execute throws when the work threw SpyError.work")
            expectCalls(fixture.takeCalls(), ["work", "rollback"], "calls, in order")
        },
        Check("when a pre-commit handler throws, the unit of work rolls back, rethrows it and runs no post-commit handler") {
            let fixture = Fixture([FailingPreA.self, PostA1.self, PostB.self])
            await KataKit.expectThrows(try await fixture.unitOfWork.execute(work(raising: [EventA(1), EventB(1)])),
                                       equalTo: SpyError.preCommit, "the error execute throws when a pre-commit handler threw")
            expectCalls(fixture.takeCalls(), ["work", "FailingPreA A1", "rollback"], "calls, in order")
            KataKit.expectEqual(fixture.sink.failures.count, 0,
                                "post-commit failures reported (a pre-commit failure is thrown, not reported)")
        },
        Check("when the save fails, the unit of work rolls back, rethrows the error and runs no post-commit handler") {
            let fixture = Fixture([PreA1.self, PostA1.self])
            fixture.context.saveError = .save
            await KataKit.expectThrows(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])),
                                       equalTo: SpyError.save, "the error execute throws when the save threw")
            expectCalls(fixture.takeCalls(), ["work", "PreA1 A1", "save", "rollback"], "calls, in order")
        },
        Check("a failing post-commit handler neither undoes the save nor makes execute throw") {
            let fixture = Fixture([FailingPostA.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])),
                                        "execute, when only a post-commit handler failed")
            expectCalls(fixture.takeCalls(), ["work", "save", "FailingPostA A1"], "calls, in order (no rollback)")
        },
        Check("a failing post-commit handler is reported to the error sink, with its event, name and error") {
            let fixture = Fixture([PostA1.self, FailingPostA.self, PostB.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(7), EventB(1)])), "execute")
            KataKit.expectEqual(fixture.sink.failures.count, 1, "failures reported for one failing handler by the time execute returned")
            let failure = try KataKit.unwrap(fixture.sink.failures.first, "the failure reported")
            KataKit.expectEqual(failure.handlerName, "FailingPostA", "handlerName of the failure")
            KataKit.expectEqual(failure.error as? SpyError, .postCommit, "error of the failure")
            KataKit.expectEqual(failure.event as? EventA, EventA(7), "event of the failure")
        },
        Check("the other post-commit handlers still run after one fails, for the same event and the others") {
            let fixture = Fixture([PostA1.self, FailingPostA.self, PostA2.self, PostB.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(1), EventB(1)])), "execute")
            let calls = fixture.takeCalls()
            for expected in ["PostA1 A1", "FailingPostA A1", "PostA2 A1", "PostB B1"] {
                KataKit.expectTrue(calls.contains(expected),
                                   "\(expected.split(separator: " ")[0]) should have run by the time execute returned; the calls were \(calls)"
                                   + unawaitedHint(calls, expected: ["save", expected]))
            }
            KataKit.expectFalse(calls.contains("rollback"), "a rollback happened: the calls were \(calls)")
        },
        Check("every pre-commit handler of every event runs before the save, every post-commit one after it") {
            let fixture = Fixture([PostA1.self, PreA1.self, PostB.self, PreB.self, PreA2.self])
            let events: [any DomainEvent] = [EventA(1), EventB(1), EventA(2)]
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: events)), "execute")
            let calls = fixture.takeCalls()
            let save = try KataKit.unwrap(calls.firstIndex(of: "save"), "the save, in the calls \(calls)")
            KataKit.expectEqual(calls.filter { $0 == "save" }.count, 1, "saves in \(calls)")
            KataKit.expectEqual(calls[..<save].sorted(),
                                ["PreA1 A1", "PreA1 A2", "PreA2 A1", "PreA2 A2", "PreB B1", "work"],
                                "calls before the save, sorted")
            KataKit.expectEqual(calls[(save + 1)...].sorted(), ["PostA1 A1", "PostA1 A2", "PostB B1"],
                                "calls after the save, sorted, by the time execute returned")
        },
        Check("events are handled in the order they were raised, each event's handlers in the order they were registered") {
            let fixture = Fixture([PreA2.self, PreB.self, PreA1.self, PostA2.self, PostA1.self])
            fixture.context.otherEntity.events = [EventB(2)]
            let events: [any DomainEvent] = [EventA(1), EventB(1), EventA(2)]
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: events)), "execute")
            expectCalls(fixture.takeCalls(), [
                "work",
                "PreA2 A1", "PreA1 A1", "PreB B1", "PreA2 A2", "PreA1 A2", "PreB B2",
                "save",
                "PostA2 A1", "PostA1 A1", "PostA2 A2", "PostA1 A2",
            ], "calls, in order (the first entity raised A1, B1, A2; the second entity B2)")
        },
        Check("handlers run one at a time, in the order registered, even when they suspend as a network call does") {
            let fixture = Fixture([SlowPreA.self, PreA1.self, SlowPostA.self, PostA1.self])
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])), "execute")
            expectCalls(fixture.takeCalls(), ["work", "SlowPreA A1", "PreA1 A1", "save", "SlowPostA A1", "PostA1 A1"],
                        "calls, in order, when SlowPreA and SlowPostA suspend before they log (a handler started "
                        + "before the one before it finished logs first)")
        },
        Check("every event type is handled alike: OrderPlaced, and another type named OrderPlaced") {
            // A unit of work that singles out one event type, or a registry that files handlers
            // by the event's name, passes with the events it was written for and no others.
            let fixture = Fixture([PreOrderPlaced.self, PostOrderPlaced.self, PreBillingOrderPlaced.self])
            let events: [any DomainEvent] = [OrderPlaced(customerID: "c-1", orderID: "o-1"), Billing.OrderPlaced(number: 1)]
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: events)), "execute")
            expectCalls(fixture.takeCalls(), ["work", "PreOrderPlaced o-1", "PreBillingOrderPlaced billing 1", "save", "PostOrderPlaced o-1"],
                        "calls, in order, for the orders' OrderPlaced o-1 and a Billing.OrderPlaced raised after it")
        },
        Check("a handler receives only the events of its own type") {
            let fixture = Fixture([PreA1.self, PreB.self, PreC.self, PostB.self])
            let events: [any DomainEvent] = [EventA(1), EventB(1), EventA(2)]
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: events)), "execute")
            let calls = fixture.takeCalls()
            KataKit.expectEqual(calls.filter { $0.hasPrefix("PreA1 ") }, ["PreA1 A1", "PreA1 A2"], "events PreA1 (for EventA) received")
            KataKit.expectEqual(calls.filter { $0.hasPrefix("PreB ") }, ["PreB B1"], "events PreB (for EventB) received")
            KataKit.expectEqual(calls.filter { $0.hasPrefix("PostB ") }, ["PostB B1"], "events PostB (for EventB) received by the time execute returned")
            KataKit.expectEqual(calls.filter { $0.hasPrefix("PreC ") }, [], "events PreC (for EventC, never raised) received")
        },
        Check("events are cleared after a successful unit of work, so the next one does not handle them again") {
            let fixture = Fixture([PreA1.self, PostA1.self])
            fixture.context.otherEntity.events = [EventA(2)]
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])), "first execute")
            KataKit.expectEqual(fixture.context.entity.events.count, 0, "events left on the entity after a successful execute")
            KataKit.expectEqual(fixture.context.otherEntity.events.count, 0, "events left on the other entity after a successful execute")
            _ = fixture.takeCalls()
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work()), "second execute")
            expectCalls(fixture.takeCalls(), ["work", "save"], "calls of a second unit of work that raised nothing")
        },
        Check("events are cleared after a failed unit of work, so a retry does not handle stale events") {
            let failures: [(String, Fixture, SpyError?)] = [
                ("the work threw", Fixture([PreA1.self, PostA1.self]), .work),
                ("a pre-commit handler threw", Fixture([FailingPreA.self, PostA1.self]), nil),
                ("the save threw", Fixture([PreA1.self, PostA1.self]), nil),
            ]
            for (reason, fixture, workError) in failures {
                if reason == "the save threw" { fixture.context.saveError = .save }
                SpyLog.calls = []
                _ = await KataKit.expectThrows(try await fixture.unitOfWork.execute(work(raising: [EventA(1)], throwing: workError)),
                                               "first execute, when \(reason)")
                KataKit.expectEqual(fixture.context.entity.events.count, 0,
                                    "events left on the entity after a failed execute, when \(reason) (the context forgets its "
                                    + "entities when it rolls back: clear their events before the rollback)")
                fixture.context.saveError = nil
                SpyLog.calls = []
                await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work()), "retry, when \(reason) the first time")
                expectCalls(fixture.takeCalls(), ["work", "save"],
                            "calls of a retry that raised nothing, after a first attempt where \(reason)")
            }
        },
        Check("a handler reaches its services through the resolver, and a missing one fails the unit of work") {
            let fixture = Fixture([AuditA.self, PostA1.self])
            let auditor = Auditor()
            await KataKit.expectThrows(try await fixture.unitOfWork.execute(work(raising: [EventA(1)])),
                                       equalTo: UnregisteredServiceError(serviceName: "Auditor"),
                                       "the error execute throws when a pre-commit handler needs an Auditor nobody registered")
            expectCalls(fixture.takeCalls(), ["work", "rollback"], "calls, when the Auditor is missing")
            fixture.resolver.register(auditor)
            await KataKit.expectNoThrow(try await fixture.unitOfWork.execute(work(raising: [EventA(2)])),
                                        "execute, once the Auditor is registered")
            KataKit.expectEqual(auditor.audited, ["A2"], "events the registered Auditor received")
            expectCalls(fixture.takeCalls(), ["work", "AuditA A2", "save", "PostA1 A2"], "calls, once the Auditor is registered")
        },

        Check("a second, new unit of work, with its own resolver and registry, behaves as the first: nothing outlives an instance") {
            // Each check runs in a fresh process, so a registry, a resolver or a unit of work that
            // keeps its handlers, services or events in static or global state passes a check that
            // makes one; the same script run twice in one process shows it.
            let first = await independenceScript()
            let second = await independenceScript()
            for (mine, theirs) in zip(first, second) where mine != theirs {
                KataKit.fail("a second, new unit of work behaved differently \(mine.step): the first showed \(mine.seen), the second "
                             + "\(theirs.seen): something outlives an instance (static or global state in the unit of work, the "
                             + "registry or the resolver)")
                return
            }
        },

        Check("after any sequence of units of work whose work, handlers or save succeed, fail or suspend, the calls, errors, reports and events left are what the lesson says") {
            // Searched, not sampled: seeded sequences of units of work raising events of two types
            // on up to three entities, each ending one way (succeeding, or the work, a pre-commit handler,
            // the save or a post-commit handler throwing), where a handler may suspend as a network
            // call does, and registrations between them; compared with the lesson's model
            // (UnitOfWorkModel.swift) after every step, and shrunk to the shortest that disagrees.
            await KataKit.expectModelHolds(unitOfWorkMachine(operations: UnitSteps.operations))
        },

        // MARK: - Orders, end to end

        Check("placing an order through a unit of work saves it and sends the customer a confirmation") {
            let (store, notifier, unitOfWork, _) = ordersApp()
            KataKit.expectTrue(SendOrderConfirmation.isPostCommit,
                               "SendOrderConfirmation.isPostCommit: a message to the customer cannot be taken back, so it waits for the save")
            await KataKit.expectNoThrow(try await unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-42", totalCents: 1999))
            }, "placing an order")
            KataKit.expectEqual(notifier.recipients, ["ada"],
                                "customers who received a message when execute returned (execute must await the post-commit handlers, "
                                + "SendOrderConfirmation among them, before it returns)")
            KataKit.expectTrue(notifier.messages.first?.contains("o-42") ?? false,
                               "the confirmation should name the order o-42; it was \(notifier.messages)")
            store.rollback()
            KataKit.expectEqual(store.customer(id: "ada")?.orders.map(\.id), ["o-42"], "Ada's saved orders (read after a rollback)")
        },
        Check("a confirmation that cannot be sent does not cancel the order, and is reported") {
            let (store, notifier, unitOfWork, sink) = ordersApp()
            notifier.error = .notifier
            await KataKit.expectNoThrow(try await unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-43", totalCents: 500))
            }, "placing an order while the notifier is down")
            store.rollback()
            KataKit.expectEqual(store.customer(id: "ada")?.orders.map(\.id), ["o-43"], "Ada's saved orders (read after a rollback)")
            KataKit.expectEqual(sink.failures.map(\.handlerName), ["SendOrderConfirmation"],
                                "handlers whose failure was reported by the time execute returned")
            KataKit.expectEqual(sink.failures.first?.error as? SpyError, .notifier, "the error reported")
        },
        Check("a confirmation whose notifier nobody registered is reported, not skipped in silence") {
            // The app forgot to register a CustomerNotifier: the order is saved all the same, and
            // the missing service must reach someone (the failure sink), or nobody ever learns
            // that no customer gets a confirmation.
            let store = OrderStore()
            store.insert(Customer(id: "ada", name: "Ada"))
            store.save()
            let registry = HandlerRegistry(resolver: ServiceResolver())
            registry.register(SendOrderConfirmation.self)
            let sink = FailureSink()
            let unitOfWork = UnitOfWork(context: store, registry: registry, onPostCommitFailure: { sink.failures.append($0) })
            await KataKit.expectNoThrow(try await unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-44", totalCents: 700))
            }, "placing an order when no CustomerNotifier is registered")
            store.rollback()
            KataKit.expectEqual(store.customer(id: "ada")?.orders.map(\.id), ["o-44"], "Ada's saved orders (read after a rollback)")
            KataKit.expectEqual(sink.failures.map(\.handlerName), ["SendOrderConfirmation"],
                                "handlers whose failure was reported by the time execute returned, when no CustomerNotifier was "
                                + "registered (a handler that returns quietly without its service hides the app's setup mistake: let "
                                + "the resolver's error out)")
        },
    ]

    static let rules: [Rule] = [
        Rule("entities never reach the unit of work, its context, the handlers or their services",
             because: "an entity only records what happened; when to save, and who reacts before or after the save, is "
                 + "the unit of work's business: an entity that saves, dispatches or resolves services itself acts "
                 + "in the middle of a transaction that may still be rolled back") { code in
            let machinery = code.types("UnitOfWork", "HandlerRegistry", "ServiceResolver", "EventHandler", "DomainContext")
                .union(code.types(conformingTo: "EventHandler"))
                .union(code.types(conformingTo: "DomainContext"))
                .union(code.types("CustomerNotifier")).union(code.types(conformingTo: "CustomerNotifier"))
            return code.types(conformingTo: "HasDomainEvents").mustNotReach(machinery, following: .runs)
        },
        Rule("entities are pure: they use only plain values",
             because: "an entity records what happened and nothing more; one that writes a file, reads the defaults or posts a notification acts before the unit of work commits, and a rollback cannot take it back") { code in
            code.types(conformingTo: "HasDomainEvents").mustStayPure()
        },
        Rule("handlers get their services only from the resolver",
             because: "a handler's dependencies are what the app registered: a handler that makes a service or reaches a "
                 + "shared one cannot be given another in a test or another app, and a missing registration no longer "
                 + "fails the unit of work where it can be seen") { code in
            let handlers = code.types(conformingTo: "EventHandler")
            // The services the app registers in the resolver, whatever their kind: the notifier, and
            // the second act's warehouse (none in the first act).
            let objects = code.types("classes", where: { $0.kind == .class }).initializers
                .union(code.types(conformingTo: "CustomerNotifier").initializers)
                .union(code.types(conformingTo: "Warehouse").mayBeEmpty().initializers)
            // `T()` on a generic `T` makes the type its caller chose: an object when one may be.
            return handlers.mustNotReach(code.sharedMutableState, following: .runs) + handlers.mustNotHideFromTheChecks()
                + handlers.mustNotReach(objects.named("objects a handler should be given"))
                + handlers.mustNotReach(code.initializersRequiredByProtocols(making: objects))
        },
        Rule("the unit of work knows nothing about orders",
             because: "the unit of work runs any work on any context and hands any event to its handlers; the day it "
                 + "names Customer or OrderPlaced, every new event means editing it, which is what handlers are for") { code in
            let unitOfWork = code.types("UnitOfWork", "HandlerRegistry", "ServiceResolver", "EventHandler", "DomainContext",
                                        "HasDomainEvents", "DomainEvent", "PostCommitFailure", "UnregisteredServiceError")
            // A type recognised by its name (`Mirror`, `type(of:)`) is known without being named.
            return unitOfWork.mustNotReach(code.types("Customer", "Order", "OrderPlaced", "OrderStore", "CustomerNotifier",
                                                      "SendOrderConfirmation"))
                + unitOfWork.mustNotHideFromTheChecks()
        },
    ]
}

/// One step of ``independenceScript()``: what it did, and what was seen after it.
struct ScriptStep: Equatable {
    let step: String
    let seen: String
}

/// A new unit of work over a new context, resolver and registry, driven through a missing
/// service, then a registered one: what it threw and which handlers ran at each step.
@MainActor
func independenceScript() async -> [ScriptStep] {
    let fixture = Fixture([AuditA.self, PreB.self, PostA1.self])
    var steps: [ScriptStep] = []
    func run(_ step: String, raising events: [any DomainEvent]) async {
        var outcome: String
        do {
            try await fixture.unitOfWork.execute(work(raising: events))
            outcome = "no error"
        } catch {
            outcome = "the error \(error)"
        }
        steps.append(ScriptStep(step: step, seen: "\(outcome) and the calls \(fixture.takeCalls())"))
    }
    await run("when a pre-commit handler needs an Auditor nobody registered", raising: [EventA(1)])
    let auditor = Auditor()
    fixture.resolver.register(auditor)
    await run("once the Auditor is registered", raising: [EventA(2), EventB(1)])
    steps.append(ScriptStep(step: "in what the Auditor received", seen: "\(auditor.audited)"))
    await run("for a unit of work that raised nothing", raising: [])
    return steps
}

/// Expects the calls logged, and says so when `execute` returned before its post-commit
/// handlers ran.
func expectCalls(_ actual: [String], _ expected: [String], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    KataKit.fail("\(label): expected \(expected) but got \(actual)" + unawaitedHint(actual, expected: expected), file: file, line: line)
}

/// A hint for calls that end before the post-commit handlers that `expected` lists after the save.
func unawaitedHint(_ actual: [String], expected: [String]) -> String {
    guard let save = expected.firstIndex(of: "save"), save < expected.count - 1,
          actual.last == "save" || (actual.last != "rollback" && !actual.contains("save"))
    else { return "" }
    return ". execute returned before the post-commit handlers ran: it must await each of them (`try await`, "
        + "not a `Task { }` left running) before it returns"
}

/// An order store with one saved customer, Ada, and a unit of work over it whose handler sends
/// confirmations through a spy notifier.
@MainActor
func ordersApp() -> (OrderStore, SpyNotifier, UnitOfWork<OrderStore>, FailureSink) {
    let store = OrderStore()
    store.insert(Customer(id: "ada", name: "Ada"))
    store.save()
    let notifier = SpyNotifier()
    let resolver = ServiceResolver()
    resolver.register(notifier, as: (any CustomerNotifier).self)
    let registry = HandlerRegistry(resolver: resolver)
    registry.register(SendOrderConfirmation.self)
    let sink = FailureSink()
    let unitOfWork = UnitOfWork(context: store, registry: registry, onPostCommitFailure: { sink.failures.append($0) })
    return (store, notifier, unitOfWork, sink)
}
