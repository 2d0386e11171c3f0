/// Knows the handlers, and runs those of an event: the unit of work only says when.
@MainActor
final class HandlerRegistry {
    private typealias Run = @MainActor (any DomainEvent) async throws -> Void

    private let resolver: ServiceResolver
    private var entries: [(eventType: ObjectIdentifier, name: String, isPostCommit: Bool, run: Run)] = []

    init(resolver: ServiceResolver) {
        self.resolver = resolver
    }

    func register<Handler: EventHandler>(_ handler: Handler.Type) {
        let resolver = self.resolver
        entries.append((ObjectIdentifier(Handler.Event.self), String(describing: handler), Handler.isPostCommit, { event in
            if let event = event as? Handler.Event {
                try await Handler.handle(event: event, resolver: resolver)
            }
        }))
    }

    /// Runs the event's pre-commit handlers in the order they were registered; the first that
    /// throws stops them.
    func runPreCommitHandlers(of event: any DomainEvent) async throws {
        for entry in entries(of: event) where !entry.isPostCommit {
            try await entry.run(event)
        }
    }

    /// Runs every post-commit handler of the event, each whatever the others do.
    func runPostCommitHandlers(of event: any DomainEvent, reportingFailuresTo report: (PostCommitFailure) -> Void) async {
        for entry in entries(of: event) where entry.isPostCommit {
            do {
                try await entry.run(event)
            } catch {
                report(PostCommitFailure(event: event, handlerName: entry.name, error: error))
            }
        }
    }

    private func entries(of event: any DomainEvent) -> [(eventType: ObjectIdentifier, name: String, isPostCommit: Bool, run: Run)] {
        entries.filter { $0.eventType == ObjectIdentifier(type(of: event)) }
    }
}
