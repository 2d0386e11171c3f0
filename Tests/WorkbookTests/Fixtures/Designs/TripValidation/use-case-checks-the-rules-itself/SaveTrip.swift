import Foundation

/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Saves a trip only once it obeys every rule, checked here before storing.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        guard !trip.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw TripValidationError.emptyName
        }
        guard trip.endDate >= trip.startDate else {
            throw TripValidationError.endBeforeStart
        }
        guard trip.durationInDays <= Trip.maximumDuration else {
            throw TripValidationError.tooLong
        }
        try await repository.save(trip)
    }
}
