/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Saves a trip only once it obeys every rule: validate, then store.
///
/// It throws the broken rule (`TripValidationError`) or the repository's own error, unchanged.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        let valid = try trip.validated()
        try await repository.save(valid)
    }
}
