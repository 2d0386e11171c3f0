#if CHANGE_SOLUTION
@testable import UnitOfWorkOrdersChangeSolution
#elseif SOLUTION
@testable import UnitOfWorkOrdersSolution
#else
@testable import UnitOfWorkOrders
#endif
import func KataKit.fail

// Spies for the unit of work's checks: a context, an entity and handlers that write every call
// they receive into one log, so that a check can assert on the order of everything that happened.

/// Every call to the spy context and the spy handlers, in order: "work", "save", "rollback",
/// or a handler's name and the event it received, such as "PostA1 A2".
@MainActor
enum SpyLog {
    static var calls: [String] = []

    static func record(_ handler: String, _ event: some SpyEvent) {
        calls.append("\(handler) \(event.label)")
    }

    /// Suspends, as a handler that calls the network does, until another call is logged or
    /// 200 ms have passed: a unit of work that runs handlers at the same time lets the next
    /// one log first, and one that runs them in turn costs the wait.
    static func suspend() async {
        let before = calls.count
        for _ in 0..<200 where calls.count == before {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

/// The errors the spies throw, each telling which spy threw it.
enum SpyError: Error, Equatable {
    case work, preCommit, postCommit, save, notifier
}

// MARK: - Events

protocol SpyEvent: DomainEvent, Equatable {
    var label: String { get }
}

struct EventA: SpyEvent {
    let number: Int
    init(_ number: Int) { self.number = number }
    var label: String { "A\(number)" }
}

struct EventB: SpyEvent {
    let number: Int
    init(_ number: Int) { self.number = number }
    var label: String { "B\(number)" }
}

struct EventC: SpyEvent {
    var label: String { "C" }
}

/// Another team's event, named like the orders' `OrderPlaced`: a unit of work or a registry
/// that tells events apart by their name mixes them up.
enum Billing {
    struct OrderPlaced: SpyEvent {
        let number: Int
        var label: String { "billing \(number)" }
    }
}

extension OrderPlaced: SpyEvent {
    var label: String { orderID }
}

// MARK: - Context

/// An entity that the checks fill with events directly, without `raise(_:)`.
@MainActor
final class SpyEntity: HasDomainEvents {
    var events: [any DomainEvent] = []
}

/// A context that logs its saves and rollbacks, and can fail to save. Its entities keep their
/// events whatever happens, so the unit of work alone is responsible for clearing them.
///
/// Like a real store, a rollback forgets the entities the work touched: from then on
/// `entitiesWithEvents()` no longer lists them (until the next work), and their events can
/// only be cleared before it.
@MainActor
final class SpyContext: DomainContext {
    let entity = SpyEntity()
    let otherEntity = SpyEntity()
    /// Only the search raises events here: a unit of work that handles two entities right and
    /// drops the third's is wrong only the third time.
    let thirdEntity = SpyEntity()
    /// Only the search adds these: dozens of entities in one unit of work.
    private(set) var moreEntities: [SpyEntity] = []
    var saveError: SpyError?
    /// Whether a rollback forgot the entities; the next work touches them again.
    var forgotEntities = false

    func entitiesWithEvents() -> [any HasDomainEvents] {
        forgotEntities ? [] : allEntities
    }

    /// Every entity, forgotten by a rollback or not.
    var allEntities: [SpyEntity] {
        [entity, otherEntity, thirdEntity] + moreEntities
    }

    /// Adds entities until there are `count`.
    func addEntities(upTo count: Int) {
        while allEntities.count < count { moreEntities.append(SpyEntity()) }
    }

    func save() throws {
        SpyLog.calls.append("save")
        if let saveError { throw saveError }
    }

    func rollback() {
        SpyLog.calls.append("rollback")
        forgotEntities = true
    }
}

/// Work for a unit of work: logs "work", raises the events on the context's entity, then
/// throws `error` if there is one.
@MainActor
func work(raising events: [any DomainEvent] = [], throwing error: SpyError? = nil) -> @MainActor (SpyContext) async throws -> Void {
    { context in
        SpyLog.calls.append("work")
        context.forgotEntities = false
        context.entity.events += events
        if let error { throw error }
    }
}

/// Collects what the unit of work reports about failed post-commit handlers.
@MainActor
final class FailureSink {
    var failures: [PostCommitFailure] = []
}

/// A unit of work over a spy context, with the given handlers registered in order. Clears the
/// spy log.
@MainActor
struct Fixture {
    let context = SpyContext()
    let resolver = ServiceResolver()
    let sink = FailureSink()
    let unitOfWork: UnitOfWork<SpyContext>

    init(_ handlers: [any EventHandler.Type]) {
        SpyLog.calls = []
        let registry = HandlerRegistry(resolver: resolver)
        for handler in handlers {
            registry.register(handler)
        }
        let sink = self.sink
        unitOfWork = UnitOfWork(context: context, registry: registry, onPostCommitFailure: { sink.failures.append($0) })
    }

    /// The calls logged so far, then clears the log.
    func takeCalls() -> [String] {
        defer { SpyLog.calls = [] }
        return SpyLog.calls
    }
}

// MARK: - Handlers (pre-commit unless they say otherwise)

enum PreA1: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { SpyLog.record("PreA1", event) }
}

enum PreA2: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws { SpyLog.record("PreA2", event) }
}

enum PreB: EventHandler {
    static func handle(event: EventB, resolver: ServiceResolver) async throws { SpyLog.record("PreB", event) }
}

enum PreC: EventHandler {
    static func handle(event: EventC, resolver: ServiceResolver) async throws { SpyLog.record("PreC", event) }
}

enum FailingPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws {
        SpyLog.record("FailingPreA", event)
        throw SpyError.preCommit
    }
}

enum PostA1: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { SpyLog.record("PostA1", event) }
}

enum PostA2: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws { SpyLog.record("PostA2", event) }
}

enum PostB: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventB, resolver: ServiceResolver) async throws { SpyLog.record("PostB", event) }
}

/// A pre-commit handler that suspends before it logs, as one that calls a server would.
enum SlowPreA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws {
        await SpyLog.suspend()
        SpyLog.record("SlowPreA", event)
    }
}

/// A post-commit handler that suspends before it logs, as one that sends a message would.
enum SlowPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws {
        await SpyLog.suspend()
        SpyLog.record("SlowPostA", event)
    }
}

enum PreOrderPlaced: EventHandler {
    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws { SpyLog.record("PreOrderPlaced", event) }
}

enum PostOrderPlaced: EventHandler {
    static let isPostCommit = true
    static func handle(event: OrderPlaced, resolver: ServiceResolver) async throws { SpyLog.record("PostOrderPlaced", event) }
}

enum PreBillingOrderPlaced: EventHandler {
    static func handle(event: Billing.OrderPlaced, resolver: ServiceResolver) async throws {
        SpyLog.record("PreBillingOrderPlaced", event)
    }
}

enum FailingPostA: EventHandler {
    static let isPostCommit = true
    static func handle(event: EventA, resolver: ServiceResolver) async throws {
        SpyLog.record("FailingPostA", event)
        throw SpyError.postCommit
    }
}

/// A service for `AuditA`, registered in some checks and missing in others.
@MainActor
final class Auditor {
    var audited: [String] = []
}

/// A pre-commit handler that needs a service.
enum AuditA: EventHandler {
    static func handle(event: EventA, resolver: ServiceResolver) async throws {
        let auditor = try resolver.resolve(Auditor.self)
        auditor.audited.append(event.label)
        SpyLog.record("AuditA", event)
    }
}

// MARK: - Orders

/// A notifier that remembers what it sent, or fails.
@MainActor
final class SpyNotifier: CustomerNotifier {
    var recipients: [String] = []
    var messages: [String] = []
    var error: SpyError?

    func send(_ message: String, to customerID: String) async throws {
        if let error { throw error }
        recipients.append(customerID)
        messages.append(message)
    }
}

/// A service the learner's code does not know, to resolve without registering it.
protocol PaymentGateway {}
final class FakeGateway: PaymentGateway {}
