/// Runs a piece of domain work as one transaction, and has the registry hand the events it raised
/// to their handlers: pre-commit handlers as part of the transaction, post-commit handlers after it.
@MainActor
final class UnitOfWork<Context: DomainContext> {
    let context: Context
    private let registry: HandlerRegistry
    private let reportPostCommitFailure: (PostCommitFailure) -> Void

    init(
        context: Context,
        registry: HandlerRegistry,
        onPostCommitFailure: @escaping (PostCommitFailure) -> Void = { print("Post-commit handler failed: \($0)") }
    ) {
        self.context = context
        self.registry = registry
        self.reportPostCommitFailure = onPostCommitFailure
    }

    /// Runs `work`, the pre-commit handlers and the save; any throw rolls back and is rethrown.
    /// Once saved, the post-commit handlers run, and their failures are reported. The events are
    /// cleared either way.
    func execute(_ work: @MainActor (Context) async throws -> Void) async throws {
        var events: [any DomainEvent] = []
        do {
            try await work(context)
            events = collectEvents()
            try await registry.runPreCommitHandlers(of: events)
            try context.save()
        } catch {
            _ = collectEvents()
            context.rollback()
            throw error
        }
        await registry.runPostCommitHandlers(of: events, report: reportPostCommitFailure)
    }

    private func collectEvents() -> [any DomainEvent] {
        var events: [any DomainEvent] = []
        for entity in context.entitiesWithEvents() {
            events += entity.events
            entity.clearEvents()
        }
        return events
    }
}

/// A post-commit handler that threw. The work it reacted to is saved all the same.
struct PostCommitFailure {
    let event: any DomainEvent
    let handlerName: String
    let error: any Error
}
