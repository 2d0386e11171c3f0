/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Saves a trip only once it obeys every rule: validate, then store. A draft (a trip named
/// "Draft…") is kept as it is, to be finished later.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        if trip.name.hasPrefix("Draft") {
            try await repository.save(trip)
            return
        }
        let valid = try trip.validated()
        try await repository.save(valid)
    }
}
