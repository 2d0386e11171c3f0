/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Binds the valid trip, then stores the other one.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        let valid = try trip.validated()
        let stored = valid == trip ? trip : valid
        try await repository.save(stored)
    }
}
