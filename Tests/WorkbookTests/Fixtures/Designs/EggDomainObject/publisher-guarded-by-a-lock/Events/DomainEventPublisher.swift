import Foundation

/// Hands every published event to every subscriber, in the order they subscribed; safe to use
/// from any thread: a lock guards the handlers.
final class DomainEventPublisher: @unchecked Sendable {
    /// Proof of a subscription: give it back to `unsubscribe(_:)` to stop receiving events.
    struct Subscription: Hashable, Sendable {
        let number: Int
    }

    private let lock = NSLock()
    private var handlers: [(subscription: Subscription, handle: (any DomainEvent) -> Void)] = []
    private var subscriptionCount = 0

    /// Calls `handle` with every event published from now on, until unsubscribed.
    @discardableResult
    func subscribe(_ handle: @escaping (any DomainEvent) -> Void) -> Subscription {
        lock.withLock {
            subscriptionCount += 1
            let subscription = Subscription(number: subscriptionCount)
            handlers.append((subscription, handle))
            return subscription
        }
    }

    /// Stops calling the handler of this subscription.
    func unsubscribe(_ subscription: Subscription) {
        lock.withLock {
            handlers.removeAll { $0.subscription == subscription }
        }
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed. The
    /// handlers run outside the lock, so that one may subscribe or publish in turn.
    func publish(_ event: any DomainEvent) {
        let current = lock.withLock { handlers }
        for handler in current {
            handler.handle(event)
        }
    }
}
