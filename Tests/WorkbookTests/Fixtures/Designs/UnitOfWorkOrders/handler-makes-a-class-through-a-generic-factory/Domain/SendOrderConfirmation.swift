/// Sends messages to customers: email, push notifications. A service outside the domain,
/// which may fail for reasons of its own.
@MainActor
protocol CustomerNotifier {
    func send(_ message: String, to customerID: String) async throws
}

/// A value that can be made with nothing at all, then filled in.
protocol Blank {
    init()
}

/// The lines of a message, joined for sending: an object, which a handler should be given.
final class MessageText: Blank {
    var lines: [String] = []

    required init() {}

    var joined: String { lines.joined(separator: " ") }
}

/// Tells the customer that their order is on its way.
///
/// The message goes to the outside world, and cannot be taken back: it must wait until the
/// order is saved, and a mail server that is down must not cancel the order.
enum SendOrderConfirmation: EventHandler {
    static let isPostCommit = true

    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
        let notifier = try resolver.resolve((any CustomerNotifier).self)
        let text = blank(MessageText.self)
        text.lines.append("Your order \(event.orderID) is being processed.")
        try await notifier.send(text.joined, to: event.customerID)
    }

    /// A fresh value of the type asked for.
    private static func blank<Value: Blank>(_ type: Value.Type) -> Value {
        Value()
    }
}
