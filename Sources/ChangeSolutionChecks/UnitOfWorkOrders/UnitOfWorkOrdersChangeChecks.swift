#if CHANGE_SOLUTION
@testable import UnitOfWorkOrdersChangeSolution
#else
@testable import UnitOfWorkOrders
#endif
import struct KataKit.Architecture
import struct KataKit.Check
import struct KataKit.Part
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
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
