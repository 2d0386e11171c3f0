/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Starts from the valid trip, then puts the input back before storing it.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        var toStore = try trip.validated()
        toStore = trip
        try await repository.save(toStore)
    }
}
