/// Hands every published event to every subscriber.
final class DomainEventPublisher {
    /// Proof of a subscription: give it back to `unsubscribe(_:)` to stop receiving events.
    struct Subscription: Hashable, Sendable {
        let number: Int
    }

    private var handlers: [(any DomainEvent) -> Void] = []

    /// Calls `handle` with every event published from now on, until unsubscribed.
    @discardableResult
    func subscribe(_ handle: @escaping (any DomainEvent) -> Void) -> Subscription {
        handlers.append(handle)
        // Wrong on purpose: the subscription is the handler's index, which shifts once an
        // earlier handler is removed, and is given again to the next subscriber.
        return Subscription(number: handlers.count - 1)
    }

    /// Stops calling the handler of this subscription.
    func unsubscribe(_ subscription: Subscription) {
        guard handlers.indices.contains(subscription.number) else { return }
        handlers.remove(at: subscription.number)
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed.
    func publish(_ event: any DomainEvent) {
        for handle in handlers {
            handle(event)
        }
    }
}
