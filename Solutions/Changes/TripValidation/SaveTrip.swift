import Foundation

/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Saves a trip only once it obeys every rule on the day it is saved: validate, then store.
///
/// It throws the broken rule (`TripValidationError`) or the repository's own error, unchanged.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository
    /// Today, read at each save: the device's clock in the app, a fixed day in a test.
    let today: @Sendable () -> Date

    func execute(_ trip: Trip) async throws {
        let valid = try trip.validated(today: today())
        try await repository.save(valid)
    }
}
