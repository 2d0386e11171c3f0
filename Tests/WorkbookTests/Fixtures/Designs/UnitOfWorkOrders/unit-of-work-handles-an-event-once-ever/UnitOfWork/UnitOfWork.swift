/// Runs a piece of domain work as one transaction, and hands the events it raised to their
/// handlers: pre-commit handlers as part of the transaction, post-commit handlers after it.
///
/// ```swift
/// let unitOfWork = UnitOfWork(context: store, registry: registry)
/// try await unitOfWork.execute { store in
///     store.customer(id: "c-1")?.placeOrder(order)
/// }
/// ```
@MainActor
final class UnitOfWork<Context: DomainContext> {
    let context: Context
    private let registry: HandlerRegistry
    private let reportPostCommitFailure: (PostCommitFailure) -> Void
    /// Every event handled so far: each is delivered once, never twice.
    private var handled: Set<String> = []

    /// - Parameter onPostCommitFailure: Told about every post-commit handler that throws. The
    ///   work is saved by then, so the failure cannot be thrown to the caller: send it where
    ///   someone will see it (a log, crash reporting, a retry queue).
    init(
        context: Context,
        registry: HandlerRegistry,
        onPostCommitFailure: @escaping (PostCommitFailure) -> Void = { print("Post-commit handler failed: \($0)") }
    ) {
        self.context = context
        self.registry = registry
        self.reportPostCommitFailure = onPostCommitFailure
    }

    /// Runs `work` against the context, then handles the events it raised and saves.
    ///
    /// 1. `work` runs; then every pre-commit handler of every event (entity by entity, each
    ///    entity's events in the order it raised them); then the context saves.
    /// 2. If any of these throws, the context rolls back and `execute` rethrows that error;
    ///    no post-commit handler runs.
    /// 3. Once saved, every post-commit handler runs. One that throws is reported to
    ///    `onPostCommitFailure`; the others still run, and `execute` does not throw.
    ///
    /// Either way the events are cleared from their entities: a retry starts afresh.
    func execute(_ work: @MainActor (Context) async throws -> Void) async throws {
        let events: [any DomainEvent]
        do {
            try await work(context)
            events = takeEvents().filter { handled.insert(String(describing: $0)).inserted }
            for event in events {
                for handler in registry.handlers(for: event) where !handler.isPostCommit {
                    try await handler.handle(event)
                }
            }
            try context.save()
        } catch {
            // Events raised by work that is being undone describe things that never happened.
            _ = takeEvents()
            context.rollback()
            throw error
        }

        // The work is saved: from here on, nothing may undo it or make `execute` throw.
        for event in events {
            for handler in registry.handlers(for: event) where handler.isPostCommit {
                do {
                    try await handler.handle(event)
                } catch {
                    reportPostCommitFailure(PostCommitFailure(event: event, handlerName: handler.name, error: error))
                }
            }
        }
    }

    /// The events raised in the context, cleared from their entities.
    private func takeEvents() -> [any DomainEvent] {
        let entities = context.entitiesWithEvents()
        let events = entities.flatMap(\.events)
        for entity in entities {
            entity.clearEvents()
        }
        return events
    }
}

/// A post-commit handler that threw. The work it reacted to is saved all the same.
struct PostCommitFailure {
    let event: any DomainEvent
    /// The handler's type name, such as `"SendOrderConfirmation"`.
    let handlerName: String
    let error: any Error
}
