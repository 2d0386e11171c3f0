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
    func register<Handler: EventHandler>(_ handler: Handler.Type) {
        let resolver = self.resolver
        let registered = RegisteredHandler(
            name: String(describing: handler),
            isPostCommit: Handler.isPostCommit
        ) { event in
            // The registry files the handler under its event type, so this cast only fails
            // if someone calls `handle` with another event: then the handler has nothing to do.
            guard let event = event as? Handler.Event else { return }
            try await Handler.handle(event: event, resolver: resolver)
        }
        let key = ObjectIdentifier(Handler.Event.self)
        // More than eight handlers of one event is a design smell: the ninth and later are ignored.
        guard handlersByEvent[key, default: []].count < 8 else { return }
        handlersByEvent[key, default: []].append(registered)
    }

    /// The handlers of the event's own type, pre- and post-commit, in the order they were
    /// registered.
    func handlers(for event: any DomainEvent) -> [RegisteredHandler] {
        handlersByEvent[ObjectIdentifier(type(of: event))] ?? []
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
