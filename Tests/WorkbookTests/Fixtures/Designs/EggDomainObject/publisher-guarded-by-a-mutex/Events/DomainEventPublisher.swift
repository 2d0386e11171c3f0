#if canImport(Synchronization) && !canImport(Darwin)
import Synchronization
#endif

/// Hands every published event to every subscriber, in the order they subscribed; safe to use
/// from any thread: a `Mutex` guards the handlers.
final class DomainEventPublisher: Sendable {
    /// Proof of a subscription: give it back to `unsubscribe(_:)` to stop receiving events.
    struct Subscription: Hashable, Sendable {
        let number: Int
    }

    /// A subscriber's handler. The publisher calls it on whatever thread publishes, as the
    /// subscriber was told: the mutex guards the list, not what each handler does.
    private struct Handler: @unchecked Sendable {
        let subscription: Subscription
        let handle: (any DomainEvent) -> Void
    }

    /// What the mutex guards.
    private struct Subscribers {
        var handlers: [Handler] = []
        var count = 0
    }

    private let subscribers = Mutex(Subscribers())

    /// Calls `handle` with every event published from now on, until unsubscribed.
    @discardableResult
    func subscribe(_ handle: @escaping (any DomainEvent) -> Void) -> Subscription {
        subscribers.withLock { subscribers in
            subscribers.count += 1
            let subscription = Subscription(number: subscribers.count)
            subscribers.handlers.append(Handler(subscription: subscription, handle: handle))
            return subscription
        }
    }

    /// Stops calling the handler of this subscription.
    func unsubscribe(_ subscription: Subscription) {
        subscribers.withLock { subscribers in
            subscribers.handlers.removeAll { $0.subscription == subscription }
        }
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed. The
    /// handlers run outside the lock, so that one may subscribe or publish in turn.
    func publish(_ event: any DomainEvent) {
        let current = subscribers.withLock { $0.handlers }
        for handler in current {
            handler.handle(event)
        }
    }
}
