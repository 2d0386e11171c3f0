/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    func execute(_ trip: Trip) async throws
}

/// Validate, then store: the outcome of validating is a `Result`, and its success is stored.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws {
        switch trip.validation {
        case .success(let valid):
            try await repository.save(valid)
        case .failure(let rule):
            throw rule
        }
    }
}

extension Trip {
    /// What validating this trip gives, as a value: the trip to store, or the rule it breaks.
    var validation: Result<Trip, TripValidationError> {
        do {
            return .success(try validated())
        } catch {
            return .failure(error)
        }
    }
}
