/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validate, then store: the valid trip shadows the one given, in a do/catch, with a guard
/// before a second store of the same value.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        do {
            let trip = try trip.validated()
            try await repository.save(trip)
        } catch let rule as TripValidationError {
            throw rule
        }
    }
}
