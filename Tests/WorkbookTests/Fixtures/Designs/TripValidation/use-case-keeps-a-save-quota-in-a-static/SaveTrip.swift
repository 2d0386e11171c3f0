import Foundation

/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// The free plan's limit was reached.
struct SaveQuotaReached: LocalizedError {
    var errorDescription: String? { "The free plan saves 500 trips." }
}

/// Saves a trip only once it obeys every rule: validate, then store, at most 500 times.
struct SaveTrip: SaveTripUseCase {
    /// The saves the free plan has left: kept in a static, so every editor of the process shares it.
    nonisolated(unsafe) static var savesLeft = 500

    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        let valid = try trip.validated()
        guard Self.savesLeft > 0 else { throw SaveQuotaReached() }
        Self.savesLeft -= 1
        try await repository.save(valid)
    }
}
