/// Makes sure every order placed has an id.
struct OrderCheck {}

extension OrderCheck: OrderObserver {
    func orderPlaced(_ orderID: String) {
        precondition(!orderID.isEmpty, "an order was placed without an id")
    }
}
