/// Sends messages to customers: email, push notifications. A service outside the domain,
/// which may fail for reasons of its own.
@MainActor
protocol CustomerNotifier {
    func send(_ message: String, to customerID: String) async throws
}

/// Tells the customer that their order is on its way.
///
/// The message goes to the outside world, and cannot be taken back: it must wait until the
/// order is saved, and a mail server that is down must not cancel the order.
enum SendOrderConfirmation: EventHandler {
    static let isPostCommit = true
    /// How many confirmations went out.
    nonisolated(unsafe) static var /* not a let: it counts */ sent = 0

    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
        let notifier = try resolver.resolve((any CustomerNotifier).self)
        sent += 1
        try await notifier.send("Your order \(event.orderID) is being processed.", to: event.customerID)
    }
}
