/// Keeps the stock: a service outside the domain, which may refuse a reservation.
@MainActor
protocol Warehouse {
    /// Sets aside the stock of an order; throws when there is not enough of it.
    func reserve(for orderID: String) async throws
}
