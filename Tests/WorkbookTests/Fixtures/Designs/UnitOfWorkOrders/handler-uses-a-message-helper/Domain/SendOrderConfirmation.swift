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

    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
        let notifier = try resolver.resolve((any CustomerNotifier).self)
        try await notifier.send(confirmation(for: event), to: event.customerID)
    }
}

/// A message's words, kept apart from who sends it.
enum ConfirmationText {
    static let opening = "Your order "
    static let closing = " is being processed."
}

/// The confirmation of an order, in the customer's words.
func confirmation(for event: OrderPlaced) -> String {
    ConfirmationText.opening + event.orderID + ConfirmationText.closing
}
