/// Reacts to one type of domain event.
///
/// A handler is a type with static members only: it holds no state, and reaches the services it
/// needs through the resolver it is given.
///
/// ```swift
/// enum ReserveStock: EventHandler {
///     static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws {
///         try resolver.resolve(Warehouse.self).reserve(for: event.orderID)
///     }
/// }
/// ```
@MainActor
protocol EventHandler {
    associatedtype Event: DomainEvent

    /// Whether the handler runs after the work is saved (`true`) or before (`false`).
    ///
    /// A pre-commit handler is part of the work: if it throws, nothing is saved. A post-commit
    /// handler reacts to work already saved: if it throws, the failure is reported and
    /// nothing is undone. Handlers are pre-commit unless they say otherwise.
    static var isPostCommit: Bool { get }

    static func handle(event: Event, resolver: ServiceResolver) async throws
}

extension EventHandler {
    static var isPostCommit: Bool { false }
}
