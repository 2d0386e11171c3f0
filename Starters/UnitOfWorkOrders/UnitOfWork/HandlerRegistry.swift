/// Knows which handlers react to which type of event, and gives them their services.
@MainActor
final class HandlerRegistry {
    private let resolver: ServiceResolver
    /// The handlers of each event type, in the order they were registered.
    private var handlersByEvent: [ObjectIdentifier: [RegisteredHandler]] = [:]

    init(resolver: ServiceResolver) {
        self.resolver = resolver
    }

    /// Adds a handler for events of type `Handler.Event`, after those already registered.
    ///
    /// File it under `ObjectIdentifier(Handler.Event.self)`, as a `RegisteredHandler` whose
    /// `handle` closure casts the event back to `Handler.Event` and calls
    /// `Handler.handle(event:resolver:)` with the registry's resolver.
    func register<Handler: EventHandler>(_ handler: Handler.Type) {
        fatalError("TODO: file the handler under the type of event it handles")
    }

    /// The handlers of the event's own type, pre- and post-commit, in the order they were
    /// registered.
    ///
    /// `type(of: event)` is the event's concrete type, even when `event` is `any DomainEvent`.
    func handlers(for event: any DomainEvent) -> [RegisteredHandler] {
        fatalError("TODO: the handlers filed under the event's own type")
    }
}

/// A handler as the registry stores it: its event type erased, so that handlers of every event
/// can live in one list.
struct RegisteredHandler {
    /// The handler's type name, such as `"SendOrderConfirmation"`.
    let name: String
    let isPostCommit: Bool
    /// Calls the handler's `handle(event:resolver:)` with the registry's resolver.
    let handle: @MainActor (any DomainEvent) async throws -> Void
}
