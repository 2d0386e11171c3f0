/// Hands every published event to every subscriber, in the order they subscribed.
///
/// Domain objects are given a publisher (they never reach for a shared one), so each app,
/// screen or test decides who listens.
final class DomainEventPublisher {
    /// Proof of a subscription: give it back to `unsubscribe(_:)` to stop receiving events.
    struct Subscription: Hashable, Sendable {
        let number: Int
    }

    private var handlers: [(subscription: Subscription, handle: (any DomainEvent) -> Void)] = []
    private var subscriptionCount = 0

    /// Calls `handle` with every event published from now on, until unsubscribed.
    @discardableResult
    func subscribe(_ handle: @escaping (any DomainEvent) -> Void) -> Subscription {
        subscriptionCount += 1
        let subscription = Subscription(number: subscriptionCount)
        handlers.append((subscription, handle))
        return subscription
    }

    /// Stops calling the handler of this subscription.
    func unsubscribe(_ subscription: Subscription) {
        handlers.removeAll { $0.subscription == subscription }
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed.
    func publish(_ event: any DomainEvent) {
        // By position, and counted again each time: the list may change while it is walked.
        var position = 0
        while position < handlers.count {
            handlers[position].handle(event)
            position += 1
        }
    }
}
