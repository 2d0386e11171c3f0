/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validates, then stores through a helper the repository protocol gained: the trip stored is
/// the one given, not the one validated() returned.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        _ = try trip.validated()
        try await repository.store(trip)
    }
}

extension TripRepository {
    /// Stores a trip, whatever it is.
    func store(_ trip: Trip) async throws {
        try await save(trip)
    }
}
