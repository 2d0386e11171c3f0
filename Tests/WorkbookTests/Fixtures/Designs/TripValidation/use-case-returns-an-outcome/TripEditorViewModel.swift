import Observation

@MainActor
@Observable
final class TripEditorViewModel {
    var trip: Trip
    private(set) var validationError: TripValidationError?
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false

    let saver: TripSaver

    init(trip: Trip, saver: TripSaver) {
        self.trip = trip
        self.saver = saver
    }

    func show(_ outcome: SaveOutcome) {
        isSaved = outcome == .saved
        validationError = nil
        saveErrorMessage = nil
        switch outcome {
        case .saved: break
        case .brokenRule(let rule): validationError = rule
        case .failed(let reason): saveErrorMessage = reason
        }
    }
}
