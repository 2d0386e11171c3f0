/// Where trips are kept. The app's storage (SwiftData, a server) implements it; the domain
/// only knows this protocol.
protocol TripRepository: Sendable {
    func save(_ trip: Trip) async throws
}

/// The single business operation "save a trip".
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Saves a trip only once it obeys every rule.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        // TODO: never store a trip that breaks a rule.
        try await repository.save(trip)
    }
}
