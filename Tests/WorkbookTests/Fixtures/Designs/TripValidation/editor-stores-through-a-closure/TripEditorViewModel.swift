import Observation

/// The trip editor, which validates and stores by itself through the closure it is given.
@MainActor
@Observable
final class TripEditorViewModel {
    var trip: Trip
    private(set) var validationError: TripValidationError?
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false

    private let store: (Trip) async throws -> Void

    init(trip: Trip, store: @escaping (Trip) async throws -> Void) {
        self.trip = trip
        self.store = store
    }

    func save() async {
        validationError = nil
        saveErrorMessage = nil
        do {
            try await store(trip.validated())
            isSaved = true
        } catch let error as TripValidationError {
            validationError = error
            isSaved = false
        } catch {
            saveErrorMessage = error.localizedDescription
            isSaved = false
        }
    }
}
