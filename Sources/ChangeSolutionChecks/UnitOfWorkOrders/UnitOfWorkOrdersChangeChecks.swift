// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import UnitOfWorkOrdersChangeSolution
#else
@testable import UnitOfWorkOrders
#endif
import struct KataKit.Architecture
import struct KataKit.Check
import struct KataKit.Difference
import struct KataKit.Generator
import struct KataKit.Part
import struct KataKit.Rule
import struct KataKit.StateMachine
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectModelHolds
import func KataKit.expectNoThrow
import func KataKit.expectThrows
import func KataKit.expectTrue

/// The second act of unit-of-work-orders: placing an order reserves its stock in a new
/// pre-commit step, and a failed reservation rolls the whole unit of work back.
///
/// This file is compiled against the learner's code only once the change request is open: `kata`
/// then links it into Sources/ChangeChecks/UnitOfWorkOrders/ (see UnitOfWorkOrdersChangeEntry.swift).
extension UnitOfWorkOrdersChangeChecks {
    static let changeChecks: [Check] = [
        Check("ReserveStock is a pre-commit handler of OrderPlaced") {
            KataKit.expectFalse(ReserveStock.isPostCommit, "ReserveStock.isPostCommit: a reservation is part of placing the order, so it runs before the save")
            KataKit.expectTrue(ReserveStock.Event.self == OrderPlaced.self, "ReserveStock.Event should be OrderPlaced, not \(ReserveStock.Event.self)")
        },
        Check("placing an order reserves its stock before the save, then sends the confirmation") {
            let app = stockApp()
            await KataKit.expectNoThrow(try await app.unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-42", totalCents: 1999))
            }, "placing an order")
            KataKit.expectEqual(app.log.calls, ["reserve o-42 (nothing sent yet)", "send ada"],
                                "calls to the warehouse and the notifier, in order (the reservation runs before the save, the confirmation after it)")
            app.store.rollback()
            KataKit.expectEqual(app.store.customer(id: "ada")?.orders.map(\.id), ["o-42"], "Ada's saved orders (read after a rollback)")
        },
        Check("a failed reservation rolls the whole unit of work back: no order saved, no confirmation sent") {
            let app = stockApp()
            app.warehouse.refused = ["o-9"]
            await KataKit.expectThrows(try await app.unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-9", totalCents: 300))
            }, equalTo: StockError.outOfStock("o-9"), "the error execute throws when the warehouse refuses o-9 (the warehouse's own, unchanged)")
            KataKit.expectEqual(app.log.calls, ["reserve o-9 (nothing sent yet)"], "calls once the warehouse refused o-9: no confirmation")
            app.store.rollback()
            KataKit.expectEqual(app.store.customer(id: "ada")?.orders.map(\.id), [], "Ada's saved orders after the refused reservation")
        },
        Check("each order of a unit of work is reserved once, and one refusal undoes them all") {
            let app = stockApp()
            await KataKit.expectNoThrow(try await app.unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-1", totalCents: 100))
                store.customer(id: "ada")?.placeOrder(Order(id: "o-2", totalCents: 200))
            }, "placing two orders")
            KataKit.expectEqual(app.warehouse.reserved, ["o-1", "o-2"], "orders reserved, in the order they were placed")
            app.warehouse.refused = ["o-4"]
            await KataKit.expectThrows(try await app.unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-3", totalCents: 100))
                store.customer(id: "ada")?.placeOrder(Order(id: "o-4", totalCents: 200))
            }, equalTo: StockError.outOfStock("o-4"), "placing o-3, then o-4 which the warehouse refuses")
            app.store.rollback()
            KataKit.expectEqual(app.store.customer(id: "ada")?.orders.map(\.id), ["o-1", "o-2"],
                                "Ada's saved orders: o-3 was reserved, but its unit of work failed, so it is not saved either")
        },
        Check("without a registered Warehouse the order is not placed, and the error names the service") {
            let app = stockApp(registersWarehouse: false)
            await KataKit.expectThrows(try await app.unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-5", totalCents: 100))
            }, equalTo: UnregisteredServiceError(serviceName: String(describing: (any Warehouse).self)),
               "the error execute throws when no Warehouse is registered")
            app.store.rollback()
            KataKit.expectEqual(app.store.customer(id: "ada")?.orders.map(\.id), [], "Ada's saved orders when no Warehouse is registered")
        },
        Check("registerOrderHandlers(in:) registers ReserveStock before the save and SendOrderConfirmation after it") {
            let app = stockApp()
            await KataKit.expectNoThrow(try await app.unitOfWork.execute { store in
                store.customer(id: "ada")?.placeOrder(Order(id: "o-6", totalCents: 100))
            }, "placing an order")
            KataKit.expectEqual(app.warehouse.reserved, ["o-6"], "orders reserved through the handlers registerOrderHandlers(in:) registered")
            KataKit.expectEqual(app.notifier.recipients, ["ada"], "confirmations sent through the handlers registerOrderHandlers(in:) registered")
        },
        Check("after any sequence of units of work placing orders by two customers, with refusals, a notifier down and work that throws, only reserved work is saved and only saved orders are confirmed") {
            // Searched, not sampled: seeded units of work in which Ada and Bob place one to three
            // orders, the warehouse refusing one of them or none, the notifier up or down, the work
            // throwing after placing them or not; compared with the change request's model
            // (StockModel) after every step: the warehouse's and the notifier's calls in order, the
            // error, each customer's saved orders, and the failures reported.
            await KataKit.expectModelHolds(stockMachine())
        },
    ]

    /// The first act's parts, with the warehouse and the handlers' registration among the orders:
    /// the services and the set-up of the orders' app, as `CustomerNotifier` is.
    static let changeArchitecture: Architecture? = Architecture(rules: UnitOfWorkOrdersChecks.rules + changeRules, arrows: [
        "entities": ["unit of work", "orders"],
        "handlers": ["unit of work", "orders", "entities"],
        "orders": ["unit of work", "entities", "handlers"],
    ]) { code in
        [Part("entities", code.types(conformingTo: "HasDomainEvents")),
         Part("handlers", code.types(conformingTo: "EventHandler")),
         Part("orders", code.types("Order", "OrderStore", "CustomerNotifier", "Warehouse")
             .union(code.types(conformingTo: "DomainEvent"))
             .union(code.types(conformingTo: "CustomerNotifier"))
             .union(code.types(conformingTo: "Warehouse"))
             .union(code.types(conformingTo: "DomainContext"))
             .union(code.symbols("registerOrderHandlers(in:)") { $0.name == "registerOrderHandlers(in:)" })),
         Part("unit of work", code.everything)]
    }

    static let changeRules: [Rule] = [
        Rule("the unit of work knows nothing about stock",
             because: "the article's promise: a new side effect is a new handler and its registration; the day the unit of work names the warehouse, every new reaction means editing it") { code in
            code.types("UnitOfWork", "HandlerRegistry", "ServiceResolver", "EventHandler", "DomainContext",
                       "HasDomainEvents", "DomainEvent", "PostCommitFailure", "UnregisteredServiceError")
                .mustNotReach(code.types("Warehouse", "ReserveStock").union(code.types(conformingTo: "Warehouse")))
        },
        Rule("entities never reach the warehouse",
             because: "a customer only records that an order was placed; reserving is the handler's business, run by the unit of work where a refusal can roll everything back") { code in
            code.types(conformingTo: "HasDomainEvents")
                .mustNotReach(code.types("Warehouse", "ReserveStock").union(code.types(conformingTo: "Warehouse")), following: .runs)
        },
    ]
}

/// The calls the warehouse and the notifier received, in order.
@MainActor
final class StockLog {
    var calls: [String] = []
}

enum StockError: Error, Equatable {
    case outOfStock(String)
    case notifierDown, workFailed
}

/// A warehouse that reserves every order but those in `refused`, and logs whether a confirmation
/// was sent before the reservation.
@MainActor
final class SpyWarehouse: Warehouse {
    let log: StockLog
    var refused: Set<String> = []
    private(set) var reserved: [String] = []

    init(log: StockLog) {
        self.log = log
    }

    func reserve(for orderID: String) async throws {
        let sent = log.calls.contains { $0.hasPrefix("send") }
        log.calls.append("reserve \(orderID) (\(sent ? "after a confirmation was sent" : "nothing sent yet"))")
        if refused.contains(orderID) { throw StockError.outOfStock(orderID) }
        reserved.append(orderID)
    }
}

/// A notifier that logs what it sends in the stock log.
@MainActor
final class LoggingNotifier: CustomerNotifier {
    let log: StockLog
    private(set) var recipients: [String] = []

    init(log: StockLog) {
        self.log = log
    }

    func send(_ message: String, to customerID: String) async throws {
        log.calls.append("send \(customerID)")
        recipients.append(customerID)
    }
}

/// The orders app with stock: Ada saved, the warehouse and notifier registered, and the handlers
/// registered by the learner's `registerOrderHandlers(in:)`.
@MainActor
func stockApp(registersWarehouse: Bool = true)
    -> (store: OrderStore, warehouse: SpyWarehouse, notifier: LoggingNotifier, log: StockLog, unitOfWork: UnitOfWork<OrderStore>) {
    let store = OrderStore()
    store.insert(Customer(id: "ada", name: "Ada"))
    store.save()
    let log = StockLog()
    let warehouse = SpyWarehouse(log: log)
    let notifier = LoggingNotifier(log: log)
    let resolver = ServiceResolver()
    if registersWarehouse { resolver.register(warehouse, as: (any Warehouse).self) }
    resolver.register(notifier, as: (any CustomerNotifier).self)
    let registry = HandlerRegistry(resolver: resolver)
    registerOrderHandlers(in: registry)
    return (store, warehouse, notifier, log, UnitOfWork(context: store, registry: registry, onPostCommitFailure: { _ in }))
}

// MARK: - The search (issue 38)

/// One step of the second act's search: a unit of work in which customers place orders, or
/// place again an order whose unit of work failed, the warehouse refusing one of them, the
/// notifier up or down, the work throwing after the orders or not.
enum StockStep: CustomStringConvertible {
    /// Each order by Ada (`true`) or Bob (`false`), in the order placed, with its amount in cents;
    /// `refused` is the position (from 0) of the order the warehouse refuses.
    case place(byAda: [Bool], amounts: [Int], refused: Int?, notifierDown: Bool, workThrows: Bool)
    /// A retry: one order whose unit of work failed (refused, or the work threw) placed again by
    /// its customer, with the id it had; `pick` chooses which (``OrderIDs``).
    case retry(pick: Int, refused: Bool, notifierDown: Bool, workThrows: Bool)

    var description: String {
        switch self {
        case .place(let byAda, let amounts, let refused, let notifierDown, let workThrows):
            var parts = ["orders by " + byAda.map { $0 ? "Ada" : "Bob" }.joined(separator: ", ")]
            if amounts.contains(where: { $0 != 0 }) { parts.append("of " + amounts.map { "\($0) cents" }.joined(separator: ", ")) }
            if let refused { parts.append("the warehouse refuses the \(ordinal(refused)) order") }
            if notifierDown { parts.append("the notifier is down") }
            if workThrows { parts.append("the work throws after placing them") }
            return "a unit of work (\(parts.joined(separator: "; ")))"
        case .retry(_, let refused, let notifierDown, let workThrows):
            var parts = ["an order never saved placed again, with its id"]
            if refused { parts.append("the warehouse refuses it") }
            if notifierDown { parts.append("the notifier is down") }
            if workThrows { parts.append("the work throws after placing it") }
            return "a retry (\(parts.joined(separator: "; ")))"
        }
    }

    private func ordinal(_ position: Int) -> String {
        if position < 3 { return ["first", "second", "third"][position] }
        let number = position + 1
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}

/// A step's orders as the app places them: each one's customer and id, the position refused.
struct PlacedOrders {
    var byAda: [Bool]
    var ids: [String]
    var refused: Int?
    var notifierDown: Bool
    var workThrows: Bool
}

/// The ids of the orders placed, as the app would give them: each new order the next `o-N`; a
/// retry keeps the id it had. So a unit of work, a handler or a store that tells orders apart by
/// their id, or events by their value, meets the same id again. The model and the bench each keep
/// one, so both give the same ids.
struct OrderIDs {
    private var issued = 0
    /// The orders placed and never saved, oldest first, each with its customer: a retry takes one.
    private var unsaved: [(isAda: Bool, id: String)] = []

    /// The orders of `step`, with their ids; a unit of work that fails leaves its orders to retry.
    /// `nil` for a retry when no order is left to retry: the app runs no unit of work.
    mutating func place(_ step: StockStep) -> PlacedOrders? {
        let orders: PlacedOrders
        switch step {
        case .place(let byAda, _, let refused, let notifierDown, let workThrows):
            orders = PlacedOrders(byAda: byAda, ids: byAda.map { _ in newID() }, refused: refused,
                                  notifierDown: notifierDown, workThrows: workThrows)
        case .retry(let pick, let refused, let notifierDown, let workThrows):
            guard !unsaved.isEmpty else { return nil }
            let order = unsaved.remove(at: pick % unsaved.count)
            orders = PlacedOrders(byAda: [order.isAda], ids: [order.id], refused: refused ? 0 : nil,
                                  notifierDown: notifierDown, workThrows: workThrows)
        }
        if orders.refused != nil || orders.workThrows {
            unsaved += zip(orders.byAda, orders.ids).map { (isAda: $0, id: $1) }
        }
        return orders
    }

    private mutating func newID() -> String {
        issued += 1
        return "o-\(issued)"
    }
}

/// What the change request promises: each order's stock reserved before the save (entity by
/// entity, each customer's orders in the order placed), a refusal or a throw undoing the whole
/// unit of work and sending nothing, each saved order confirmed after the save, a confirmation
/// that fails reported. Which customer's events come first is the store's to say (the lesson
/// leaves the order of entities open), so each order of the customers is accepted.
struct StockModel {
    var saved: [String: [String]] = ["ada": [], "bob": []]
    var ids = OrderIDs()
    /// The calls each order of the customers gives.
    var calls: [[String]] = [[]]
    var thrown: String?
    var reported: [String] = []

    mutating func apply(_ step: StockStep) {
        calls = [[]]
        thrown = nil
        reported = []
        guard let placed = ids.place(step) else { return }
        let orders = zip(placed.byAda, placed.ids).enumerated().map { position, order -> (customer: String, id: String, refused: Bool) in
            (order.0 ? "ada" : "bob", order.1, position == placed.refused)
        }
        if placed.workThrows {
            thrown = "the work's error"
            return
        }
        let customers = orders.map(\.customer).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        calls = [customers, customers.reversed()].map { customers in
            let inOrder = customers.flatMap { customer in orders.filter { $0.customer == customer } }
            var calls: [String] = []
            for order in inOrder {
                calls.append("reserve \(order.id) (nothing sent yet)")
                if order.refused { return calls }
            }
            return calls + (placed.notifierDown ? [] : inOrder.map { "send \($0.customer)" })
        }
        if let refusal = orders.first(where: \.refused) {
            thrown = "outOfStock(\(refusal.id))"
            return
        }
        for order in orders {
            saved[order.customer, default: []].append(order.id)
        }
        if placed.notifierDown {
            reported = orders.map { _ in "SendOrderConfirmation" }
        }
    }

    /// What differs, as "expected …, got …"; saved orders that differ were made by the store's
    /// `storer` (``Difference/observed``): `save()`, or `rollback()` when only the work in hand
    /// is wrong; calls that differ because the store `lost` a customer, by its `save()`.
    func difference(calls got: [String], thrown gotThrown: String?, saved gotSaved: [String: [String]], reported gotReported: [String],
                    read: String, storer: String = "OrderStore.save()", lost: Bool = false) -> Difference? {
        if !calls.contains(got) {
            return Difference(observed: lost ? "OrderStore.save()" : "UnitOfWork.execute(_:)", "expected the warehouse and the notifier to be called \(calls[0])\(calls[0] == calls[1] ? "" : " (or Bob's orders first)"), got \(got)"
                + " (each order reserved once, customer by customer in the order placed, before the save; a refusal or a throw"
                + " sends nothing; each saved order confirmed after the save)")
        }
        if gotThrown != thrown {
            return Difference("expected execute to \(thrown.map { "throw \($0)" } ?? "return without throwing"), got \(gotThrown ?? "no error")")
        }
        for customer in ["ada", "bob"] where gotSaved[customer] != saved[customer] {
            return Difference(observed: storer, "expected \(customer == "ada" ? "Ada" : "Bob")'s saved orders \(saved[customer] ?? []), got \(gotSaved[customer] ?? [])"
                + " (\(read): a unit of work that throws saves none of its orders, one that returns saves all)")
        }
        if gotReported != reported {
            return Difference("expected the failures reported \(reported), got \(gotReported) (a confirmation that cannot be sent is reported, the order saved all the same)")
        }
        return nil
    }
}

/// A notifier that logs what it sends in the stock log, or fails.
@MainActor
final class FailingNotifier: CustomerNotifier {
    let log: StockLog
    var isDown = false

    init(log: StockLog) {
        self.log = log
    }

    func send(_ message: String, to customerID: String) async throws {
        if isDown { throw StockError.notifierDown }
        log.calls.append("send \(customerID)")
    }
}

/// The learner's orders app with stock, for the search: Ada and Bob saved.
@MainActor
final class StockBench {
    let store = OrderStore()
    let log = StockLog()
    let warehouse: SpyWarehouse
    let notifier: FailingNotifier
    let sink = FailureSink()
    let unitOfWork: UnitOfWork<OrderStore>
    var ids = OrderIDs()
    var thrown: String?

    init() {
        store.insert(Customer(id: "ada", name: "Ada"))
        store.insert(Customer(id: "bob", name: "Bob"))
        store.save()
        warehouse = SpyWarehouse(log: log)
        notifier = FailingNotifier(log: log)
        let resolver = ServiceResolver()
        resolver.register(warehouse, as: (any Warehouse).self)
        resolver.register(notifier, as: (any CustomerNotifier).self)
        let registry = HandlerRegistry(resolver: resolver)
        registerOrderHandlers(in: registry)
        let sink = self.sink
        unitOfWork = UnitOfWork(context: store, registry: registry, onPostCommitFailure: { sink.failures.append($0) })
    }
}

/// The orders app beside the model, over generated units of work.
@MainActor
func stockMachine() -> StateMachine<StockModel, StockBench, StockStep> {
    let place = Generator<StockStep> { choices in
        let byAda = Generator.list(of: Generator.element(of: [true, false]), count: 1...300).draw(&choices)
        let refused: Int? = choices.chance(1, in: 2) ? nil : choices.index(below: byAda.count)
        let notifierDown = !choices.chance(3, in: 4)
        let workThrows = !choices.chance(5, in: 6)
        // Drawn last, so that shrinking them to 0 leaves the rest as it was: any amount, small or huge.
        let amounts = byAda.map { _ in Generator<Int>.integer(in: 0...Int.max, edges: [1, 99, 100, 999_999_999, Int(Int32.max) + 1]).draw(&choices) }
        return .place(byAda: byAda, amounts: amounts, refused: refused, notifierDown: notifierDown, workThrows: workThrows)
    }
    let retry = Generator<StockStep> { choices in
        .retry(pick: choices.index(below: 1_000), refused: !choices.chance(3, in: 4), notifierDown: !choices.chance(3, in: 4),
               workThrows: !choices.chance(5, in: 6))
    }
    return StateMachine(
        model: StockModel(),
        system: { StockBench() },
        operations: [place, retry],
        perform: { step, bench in
            bench.log.calls = []
            bench.sink.failures = []
            bench.thrown = nil
            guard let placed = bench.ids.place(step) else { return }
            let amounts = if case .place(_, let amounts, _, _, _) = step { amounts } else { [Int]() }
            bench.notifier.isDown = placed.notifierDown
            // The warehouse refuses this unit of work's order only: its retry may be accepted.
            bench.warehouse.refused = placed.refused.map { [placed.ids[$0]] } ?? []
            var ids: [(String, String, Int)] = []
            for (position, isAda) in placed.byAda.enumerated() {
                ids.append((isAda ? "ada" : "bob", placed.ids[position], position < amounts.count ? amounts[position] : 0))
            }
            do {
                try await bench.unitOfWork.execute { store in
                    for (customer, id, cents) in ids {
                        store.customer(id: customer)?.placeOrder(Order(id: id, totalCents: cents))
                    }
                    if placed.workThrows { throw StockError.workFailed }
                }
            } catch StockError.outOfStock(let id) {
                bench.thrown = "outOfStock(\(id))"
            } catch StockError.workFailed {
                bench.thrown = "the work's error"
            } catch {
                bench.thrown = "another error, \(error)"
            }
        },
        next: { step, model in model.apply(step) },
        compare: { model, bench in
            // Whether the store no longer has a customer it saved when the bench was made.
            var lost = false
            @MainActor func read() -> [String: [String]] {
                var orders: [String: [String]] = [:]
                for id in ["ada", "bob"] {
                    let customer = bench.store.customer(id: id)
                    lost = lost || customer == nil
                    orders[id] = customer?.orders.map(\.id) ?? []
                }
                return orders
            }
            // First as the app's next unit of work would read them (a store that kept what it
            // rolled back shows it here), then after a rollback, from what was saved alone.
            let inHand = read()
            bench.store.rollback()
            let saved = read()
            bench.store.rollback()
            let reported = bench.sink.failures.map(\.handlerName)
            // Who made wrong orders, by the reading that shows them: right once rolled back but
            // wrong in hand, the rollback kept work it should have discarded; else the save.
            let storer = saved == model.saved && inHand != model.saved ? "OrderStore.rollback()" : "OrderStore.save()"
            return model.difference(calls: bench.log.calls, thrown: bench.thrown, saved: inHand, reported: reported,
                                    read: "as the next unit of work reads them", storer: storer, lost: lost)
                ?? model.difference(calls: bench.log.calls, thrown: bench.thrown, saved: saved, reported: reported,
                                    read: "read after a rollback", storer: storer, lost: lost)
        },
        budget: UnitSteps.budget)
}

#endif
