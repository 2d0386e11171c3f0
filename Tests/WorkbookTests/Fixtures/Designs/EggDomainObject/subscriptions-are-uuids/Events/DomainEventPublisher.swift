import Foundation

/// Hands every published event to every subscriber, in the order they subscribed.
///
/// Another correct design: a subscription is a fresh UUID, never given twice, and the handlers
/// are kept in two arrays side by side.
final class DomainEventPublisher {
    /// Proof of a subscription: give it back to `unsubscribe(_:)` to stop receiving events.
    struct Subscription: Hashable, Sendable {
        fileprivate let id = UUID()
    }

    private var subscriptions: [Subscription] = []
    private var handlers: [(any DomainEvent) -> Void] = []

    /// Calls `handle` with every event published from now on, until unsubscribed.
    @discardableResult
    func subscribe(_ handle: @escaping (any DomainEvent) -> Void) -> Subscription {
        let subscription = Subscription()
        subscriptions.append(subscription)
        handlers.append(handle)
        return subscription
    }

    /// Stops calling the handler of this subscription; one already ended is ignored.
    func unsubscribe(_ subscription: Subscription) {
        guard let index = subscriptions.firstIndex(of: subscription) else { return }
        subscriptions.remove(at: index)
        handlers.remove(at: index)
    }

    /// Calls every subscriber's handler with the event, in the order they subscribed.
    func publish(_ event: any DomainEvent) {
        for handle in handlers {
            handle(event)
        }
    }
}
