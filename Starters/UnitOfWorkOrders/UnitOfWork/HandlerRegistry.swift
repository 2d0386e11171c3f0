/// Knows which handlers react to which type of event, and gives them their services.
@MainActor
final class HandlerRegistry {
    private let resolver: ServiceResolver
    // TODO: keep the registered handlers, so that the unit of work can find, for an event, its
    // pre-commit and its post-commit handlers in the order they were registered. How the two
    // talk (a list the unit of work runs, or methods that run them here) is yours to decide.

    init(resolver: ServiceResolver) {
        self.resolver = resolver
    }

    /// Adds a handler for events of type `Handler.Event`, after those already registered.
    func register<Handler: EventHandler>(_ handler: Handler.Type) {
        fatalError("TODO: remember the handler, under the type of event it handles")
    }
}
