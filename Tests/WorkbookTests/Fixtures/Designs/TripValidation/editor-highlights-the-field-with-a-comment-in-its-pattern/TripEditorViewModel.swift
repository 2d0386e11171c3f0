import Observation

/// The trip editor's state, with the field the broken rule is about, for the form to highlight.
@MainActor
@Observable
final class TripEditorViewModel {
    enum Field { case name, dates }

    var trip: Trip
    private(set) var validationError: TripValidationError?
    private(set) var faultyField: Field?
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false

    private let saveTrip: any SaveTripUseCase

    init(trip: Trip, saveTrip: any SaveTripUseCase) {
        self.trip = trip
        self.saveTrip = saveTrip
    }

    func save() async {
        validationError = nil
        faultyField = nil
        saveErrorMessage = nil
        do {
            try await saveTrip.execute(trip)
            isSaved = true
        } catch let error as TripValidationError where error == .emptyName {
            validationError = error
            faultyField = .name
            isSaved = false
        } catch let error as TripValidationError {
            validationError = error
            switch error {
            case .emptyName:
                faultyField = .name
            case .endBeforeStart, // the dates = what the user picks
                 .tooLong:
                faultyField = .dates
            }
            isSaved = false
        } catch {
            saveErrorMessage = error.localizedDescription
            isSaved = false
        }
    }
}
