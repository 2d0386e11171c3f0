/// A customer and the orders they placed: an entity that raises events as it changes.
@MainActor
final class Customer: HasDomainEvents {
    let id: String
    let name: String
    private(set) var orders: [Order]
    var events: [any DomainEvent] = []
    private let tally = OrderTally()

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
        tally.record()
        raise(OrderPlaced(customerID: id, orderID: order.id))
    }
}
