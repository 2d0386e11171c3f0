/// What happened when a trip was saved.
enum SaveOutcome: Equatable, Sendable {
    case saved
    case brokenRule(TripValidationError)
    case failed(reason: String)
}

/// Validates, stores, and says how it went: the screen only shows the outcome.
struct TripSaver: Sendable {
    let repository: any TripRepository

    func save(_ trip: Trip) async -> SaveOutcome {
        let valid: Trip
        do {
            valid = try trip.validated()
        } catch {
            return .brokenRule(error)
        }
        do {
            try await repository.save(valid)
            return .saved
        } catch {
            return .failed(reason: "Could not save the trip: \(error.localizedDescription)")
        }
    }
}
