import Observation

@MainActor
@Observable
final class TripEditorViewModel {
    typealias SaveTrip = @Sendable (Trip) async throws -> Void

    var trip: Trip
    private(set) var validationError: TripValidationError?
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false

    private let saveTrip: SaveTrip

    init(trip: Trip, saveTrip: @escaping SaveTrip) {
        self.trip = trip
        self.saveTrip = saveTrip
    }

    func save() async {
        isSaved = false
        validationError = nil
        saveErrorMessage = nil
        do {
            try await saveTrip(trip)
            isSaved = true
        } catch let error as TripValidationError {
            validationError = error
        } catch {
            saveErrorMessage = "Saving failed. \(error.localizedDescription)"
        }
    }
}
