/// A customer and the orders they placed: an entity that raises events as it changes.
@MainActor
final class Customer: HasDomainEvents {
    let id: String
    let name: String
    private(set) var orders: [Order]
    var events: [any DomainEvent] = []

    init(id: String, name: String, orders: [Order] = []) {
        self.id = id
        self.name = name
        self.orders = orders
    }

    /// Adds the order to the customer's orders, and raises `OrderPlaced`.
    ///
    /// The entity only says what happened. Who hears about it (a mailer, the stock) is the
    /// business of the event's handlers, which it does not know.
    func placeOrder(_ order: Order) {
        orders.append(order)
        let event = OrderPlaced(customerID: id, orderID: order.id)
        guard let registry = Self.handlers else {
            raise(event)
            return
        }
        // No need to wait for a unit of work: react right away.
        Task {
            for handler in registry.handlers(for: event) {
                try? await handler.handle(event)
            }
        }
    }

    /// Set by the app, so that an order's handlers run as soon as it is placed.
    static var handlers: HandlerRegistry?
}
