import Foundation
import Observation

/// The trip editor's state: what the screen shows.
///
/// It works, and it is where the rules of a trip landed first: in `save()`, next to the
/// button that needs them. Your job is to move them out, into `Trip` and a use case, and
/// to leave here only what the screen shows.
@MainActor
@Observable
final class TripEditorViewModel {
    var trip: Trip
    /// The rule the trip breaks, shown next to the form; `nil` when there is none.
    private(set) var validationError: TripValidationError?
    /// Why saving failed for another reason (the disk, the network), ready to show.
    private(set) var saveErrorMessage: String?
    private(set) var isSaved = false

    private let repository: any TripRepository

    init(trip: Trip, repository: any TripRepository) {
        self.trip = trip
        self.repository = repository
    }

    func save() async {
        validationError = nil
        saveErrorMessage = nil
        isSaved = false

        // The rules of a trip, in order: the name, the dates, the length.
        let name = trip.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            validationError = .emptyName
            return
        }
        guard trip.endDate >= trip.startDate else {
            validationError = .endBeforeStart
            return
        }
        // A day is a calendar day in the trip's own calendar; the first and the last both count.
        let firstDay = trip.calendar.startOfDay(for: trip.startDate)
        let lastDay = trip.calendar.startOfDay(for: trip.endDate)
        let days = (trip.calendar.dateComponents([.day], from: firstDay, to: lastDay).day ?? 0) + 1
        guard days <= Trip.maximumDuration else {
            validationError = .tooLong
            return
        }

        // The trip stored is the valid one: its name trimmed, " Oslo " stored as "Oslo".
        var valid = trip
        valid.name = name
        do {
            try await repository.save(valid)
            isSaved = true
        } catch {
            saveErrorMessage = error.localizedDescription
        }
    }
}
