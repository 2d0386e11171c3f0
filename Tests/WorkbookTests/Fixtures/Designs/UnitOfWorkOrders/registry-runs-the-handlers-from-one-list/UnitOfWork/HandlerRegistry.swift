/// Knows which handlers react to which type of event, gives them their services, and runs them.
@MainActor
final class HandlerRegistry {
    private let resolver: ServiceResolver
    /// Every handler, in the order registered, with the type of event it handles.
    private var entries: [Entry] = []

    private struct Entry {
        let eventType: ObjectIdentifier
        let name: String
        let isPostCommit: Bool
        let handle: @MainActor (any DomainEvent, ServiceResolver) async throws -> Void
    }

    init(resolver: ServiceResolver) {
        self.resolver = resolver
    }

    /// Adds a handler for events of type `Handler.Event`, after those already registered.
    func register<Handler: EventHandler>(_ handler: Handler.Type) {
        entries.append(Entry(eventType: ObjectIdentifier(Handler.Event.self), name: String(describing: handler),
                             isPostCommit: Handler.isPostCommit) { event, resolver in
            guard let event = event as? Handler.Event else { return }
            try await Handler.handle(event: event, resolver: resolver)
        })
    }

    /// Runs the pre-commit handlers of each event, event by event, one at a time; the first that
    /// throws stops them.
    func runPreCommitHandlers(of events: [any DomainEvent]) async throws {
        for event in events {
            for entry in entries(of: event) where !entry.isPostCommit {
                try await entry.handle(event, resolver)
            }
        }
    }

    /// Runs the post-commit handlers of each event, one at a time, telling `report` about each
    /// that throws; the others still run.
    func runPostCommitHandlers(of events: [any DomainEvent], report: (PostCommitFailure) -> Void) async {
        for event in events {
            for entry in entries(of: event) where entry.isPostCommit {
                do {
                    try await entry.handle(event, resolver)
                } catch {
                    report(PostCommitFailure(event: event, handlerName: entry.name, error: error))
                }
            }
        }
    }

    private func entries(of event: any DomainEvent) -> [Entry] {
        let type = ObjectIdentifier(Swift.type(of: event))
        return entries.filter { $0.eventType == type }
    }
}
