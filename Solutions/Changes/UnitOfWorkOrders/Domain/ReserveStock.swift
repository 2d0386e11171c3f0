/// Reserves the stock of an order as part of placing it.
///
/// A pre-commit handler: if the warehouse refuses, it throws, and the unit of work rolls the whole
/// work back, so that no order is saved without its stock (and no confirmation is sent).
enum ReserveStock: EventHandler {
    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
        let warehouse = try resolver.resolve((any Warehouse).self)
        try await warehouse.reserve(for: event.orderID)
    }
}
