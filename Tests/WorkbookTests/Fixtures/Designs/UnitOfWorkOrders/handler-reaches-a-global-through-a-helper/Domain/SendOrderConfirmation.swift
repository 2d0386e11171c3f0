/// Sends messages to customers: email, push notifications. A service outside the domain,
/// which may fail for reasons of its own.
@MainActor
protocol CustomerNotifier {
    func send(_ message: String, to customerID: String) async throws
}

/// The notifier the app set up last, for code that has no resolver at hand.
@MainActor var lastNotifier: (any CustomerNotifier)?

/// The notifier to use: the registered one, remembered for next time.
@MainActor func notifier(from resolver: ServiceResolver) throws -> any CustomerNotifier {
    if let lastNotifier { return lastNotifier }
    let notifier = try resolver.resolve((any CustomerNotifier).self)
    return notifier
}

/// Tells the customer that their order is on its way.
enum SendOrderConfirmation: EventHandler {
    static let isPostCommit = true

    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
        let notifier = try await notifier(from: resolver)
        try await notifier.send("Your order \(event.orderID) is being processed.", to: event.customerID)
    }
}
