/// Why a trip was not saved: the rule it breaks, or the storage's own error.
enum SaveTripFailure: Error {
    case brokenRule(TripValidationError)
    case storage(any Error)
}

/// Validate, then store, throwing one error type that says which of the two went wrong.
struct SaveTrip: Sendable {
    let repository: any TripRepository

    func execute(_ trip: Trip) async throws(SaveTripFailure) {
        let valid: Trip
        do {
            valid = try trip.validated()
        } catch {
            throw .brokenRule(error)
        }
        do {
            try await repository.save(valid)
        } catch {
            throw .storage(error)
        }
    }
}
