import Observation

@MainActor
@Observable
final class TripEditorViewModel {
    var trip: Trip
    private(set)
    var validationError: TripValidationError?
    private(set)
    var saveErrorMessage: String?
    private(set)
    var isSaved = false

    @ObservationIgnored private let saveTrip: SaveTrip

    init(trip: Trip, saveTrip: SaveTrip) {
        self.trip = trip
        self.saveTrip = saveTrip
    }

    func save() async {
        do {
            try await saveTrip.run(trip)
            (isSaved, validationError, saveErrorMessage) = (true, nil, nil)
        } catch let rule as TripValidationError {
            (isSaved, validationError, saveErrorMessage) = (false, rule, nil)
        } catch {
            (isSaved, validationError, saveErrorMessage) = (false, nil, error.localizedDescription)
        }
    }
}
