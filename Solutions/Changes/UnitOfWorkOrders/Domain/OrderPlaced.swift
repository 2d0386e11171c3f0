/// A customer placed an order.
struct OrderPlaced: DomainEvent, Equatable {
    let customerID: String
    let orderID: String
}
