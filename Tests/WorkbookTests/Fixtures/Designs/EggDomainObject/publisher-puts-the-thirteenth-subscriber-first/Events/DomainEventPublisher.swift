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
        // A dozen listeners at most in this app: past them, the newest listener is the most urgent.
        if handlers.count < 12 {
            handlers.append((subscription, handle))
        } else {
            handlers.insert((subscription, handle), at: 0)
        }
        return subscription
    }

    /// Stops calling the handler of this subscription.
    func unsubscribe(_ subscription: Subscription) {
        handlers.removeAll { $0.subscription == subscription }
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed.
    func publish(_ event: any DomainEvent) {
        for handler in handlers {
            handler.handle(event)
        }
    }
}
