/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validates, throws the broken rule, then stores the trip it was given: what validated()
/// returned is discarded.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        _ = try trip.validated()
        try await repository.save(trip)
    }
}
