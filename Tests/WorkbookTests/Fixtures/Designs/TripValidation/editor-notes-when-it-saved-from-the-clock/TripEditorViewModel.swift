import Foundation
import Observation

/// The trip editor's state: what the screen shows, and nothing it could compute elsewhere.
///
/// The view model decides nothing about trips: it hands the trip to the use case and turns
/// the outcome into state for the screen.
@MainActor
@Observable
final class TripEditorViewModel {
    var trip: Trip
    /// The rule the trip breaks, shown next to the form; `nil` when there is none.
    private(set) var validationError: TripValidationError?
    /// Why saving failed for another reason (the disk, the network), ready to show.
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false
    /// When the trip was last saved, for a "saved a minute ago" line.
    private(set) var savedAt: Date?

    private let saveTrip: any SaveTripUseCase

    init(trip: Trip, saveTrip: any SaveTripUseCase) {
        self.trip = trip
        self.saveTrip = saveTrip
    }

    func save() async {
        validationError = nil
        saveErrorMessage = nil
        do {
            try await saveTrip.execute(trip)
            isSaved = true
            savedAt = Date()
        } catch let error as TripValidationError {
            validationError = error
            isSaved = false
        } catch {
            saveErrorMessage = error.localizedDescription
            isSaved = false
        }
    }
}
