/// Where trips are kept. The app's storage (SwiftData, a server) implements it; the domain
/// only knows this protocol.
///
/// Its errors are written for people (they conform to `LocalizedError`): "The disk is full."
protocol TripRepository: Sendable {
    func save(_ trip: Trip) async throws
}
