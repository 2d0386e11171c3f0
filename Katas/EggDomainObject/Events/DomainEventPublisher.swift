/// Hands every published event to every subscriber, in the order they subscribed.
///
/// Domain objects are given a publisher (they never reach for a shared one), so each app,
/// screen or test decides who listens.
final class DomainEventPublisher {
    /// Proof of a subscription: give it back to `unsubscribe(_:)` to stop receiving events.
    struct Subscription: Hashable, Sendable {
        // TODO: what tells one subscription from another?
    }

    // TODO: keep the handlers, in order, with their subscriptions.

    /// Calls `handle` with every event published from now on, until unsubscribed.
    @discardableResult
    func subscribe(_ handle: @escaping (any DomainEvent) -> Void) -> Subscription {
        fatalError("TODO: remember the handler and return a subscription of its own")
    }

    /// Stops calling the handler of this subscription.
    func unsubscribe(_ subscription: Subscription) {
        // TODO
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed.
    func publish(_ event: any DomainEvent) {
        // TODO
    }
}
