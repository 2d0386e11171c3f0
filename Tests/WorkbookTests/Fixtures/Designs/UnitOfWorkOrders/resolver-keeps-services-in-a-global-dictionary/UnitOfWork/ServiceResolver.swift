/// Every service registered, by type: one table for the whole app, so that a service registered
/// once is found by every resolver.
@MainActor
var registeredServices: [ObjectIdentifier: Any] = [:]

/// A service locator: the services that event handlers may ask for, by type.
@MainActor
final class ServiceResolver {

    /// Makes `service` the answer to `resolve(type)`, replacing any earlier one.
    ///
    /// Register a protocol's implementation under the protocol:
    /// `resolver.register(mailer, as: (any CustomerNotifier).self)`.
    func register<Service>(_ service: Service, as type: Service.Type = Service.self) {
        registeredServices[ObjectIdentifier(type)] = service
    }

    /// The service registered for `type`.
    ///
    /// - Throws: `UnregisteredServiceError` when nothing was registered for `type`. A missing
    ///   registration is a mistake in the app's setup, but a handler that throws fails one unit
    ///   of work; a crash would end the app.
    func resolve<Service>(_ type: Service.Type = Service.self) throws -> Service {
        guard let service = registeredServices[ObjectIdentifier(type)] as? Service else {
            throw UnregisteredServiceError(serviceName: String(describing: type))
        }
        return service
    }
}

/// A handler asked for a service that nobody registered.
struct UnregisteredServiceError: Error, Equatable {
    /// The type asked for, as `String(describing:)` writes it.
    let serviceName: String
}
