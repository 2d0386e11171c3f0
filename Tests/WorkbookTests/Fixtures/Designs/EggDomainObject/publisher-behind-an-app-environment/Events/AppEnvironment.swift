/// The app's shared services, one instance for everyone.
final class AppEnvironment {
    nonisolated(unsafe) static let current = AppEnvironment()

    let publisher = DomainEventPublisher()
}
