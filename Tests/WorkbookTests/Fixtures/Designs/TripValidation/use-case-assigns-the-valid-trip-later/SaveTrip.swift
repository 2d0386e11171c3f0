/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validate with a guard, then store what validated() returned, across two lines.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        let checked: Trip
        checked = try trip.validated()
        try await repository.save(
            checked
        )
    }
}
