/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validates, then stores a `valid` that shadows the one validated() returned: the trip given.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        let valid = try trip.validated()
        if valid.id == trip.id {
            let valid = trip
            try await repository.save(valid)
        }
    }
}
