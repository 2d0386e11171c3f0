import Observation

/// The trip editor: hands the trip to the use case and shows what its typed failure says.
@MainActor
@Observable
final class TripEditorViewModel {
    var trip: Trip
    private(set) var validationError: TripValidationError?
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false

    private let saveTrip: SaveTrip

    init(trip: Trip, saveTrip: SaveTrip) {
        self.trip = trip
        self.saveTrip = saveTrip
    }

    func save() async {
        validationError = nil
        saveErrorMessage = nil
        isSaved = false
        do {
            try await saveTrip.execute(trip)
            isSaved = true
        } catch {
            switch error {
            case .brokenRule(let rule): validationError = rule
            case .storage(let cause): saveErrorMessage = cause.localizedDescription
            }
        }
    }
}
