/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validate, then store: the valid trip assigned in a do/catch written on one line.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        let valid: Trip
        do { valid = try trip.validated() } catch { throw error }
        try await repository.save(valid)
    }
}
