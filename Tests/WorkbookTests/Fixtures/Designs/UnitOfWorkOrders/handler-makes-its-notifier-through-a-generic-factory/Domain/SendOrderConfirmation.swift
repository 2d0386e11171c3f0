/// Sends a message to a customer (by email, in the real app).
@MainActor
protocol CustomerNotifier {
    func send(_ message: String, to customerID: String) async throws
}

/// A notifier that can be made with nothing at all.
@MainActor
protocol MakeableNotifier: CustomerNotifier {
    init()
}

/// Prints the message: a notifier for when none was registered.
struct ConsoleNotifier: MakeableNotifier {
    init() {}

    func send(_ message: String, to customerID: String) async throws {
        print("to \(customerID): \(message)")
    }
}

/// Tells the customer that their order is on its way.
enum SendOrderConfirmation: EventHandler {
    static let isPostCommit = true

    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
        let notifier = (try? resolver.resolve((any CustomerNotifier).self)) ?? make(ConsoleNotifier.self)
        try await notifier.send("Your order \(event.orderID) is being processed.", to: event.customerID)
    }

    /// Any notifier that can be made with nothing.
    private static func make<Notifier: MakeableNotifier>(_ type: Notifier.Type) -> any CustomerNotifier {
        Notifier()
    }
}
