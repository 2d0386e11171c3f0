import Foundation

/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Saves a trip only once it obeys every rule: validate, then store.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        // A blank name is refused at once, before the rules.
        if trip.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw TripValidationError.missingName
        }
        let valid = try trip.validated()
        try await repository.save(valid)
    }
}
