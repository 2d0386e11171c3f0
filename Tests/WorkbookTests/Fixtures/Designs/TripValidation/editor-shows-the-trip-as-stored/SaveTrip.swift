/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    /// Validates and stores the trip; returns the trip stored.
    func execute(_ trip: Trip) async throws -> Trip
}

/// Validate, then store, and say what was stored: the trip validated() returned.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws -> Trip {
        let valid = try trip.validated()
        try await repository.save(valid)
        return valid
    }
}
