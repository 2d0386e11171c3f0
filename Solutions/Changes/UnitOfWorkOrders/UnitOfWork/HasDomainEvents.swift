/// An entity that can raise domain events and hold them until a unit of work collects them.
///
/// The seed's `@DomainEntity` macro writes this conformance for you; here it is written by
/// hand: declare `var events: [any DomainEvent] = []` and call `raise(_:)`.
@MainActor
protocol HasDomainEvents: AnyObject {
    /// The events raised since the last unit of work collected them, oldest first.
    var events: [any DomainEvent] { get set }
}

extension HasDomainEvents {
    /// Records an event, to be handled when the current unit of work completes.
    func raise(_ event: any DomainEvent) {
        events.append(event)
    }

    /// Forgets the events raised so far, once a unit of work has collected them.
    func clearEvents() {
        events.removeAll()
    }
}
