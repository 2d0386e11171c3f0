import Foundation

/// The composition root: the one place that puts the trip editor together from its parts.
///
/// The app (and the checks) build the editor only through this function, so it is the only
/// code that knows both the screen and the storage. It is also the one place that reads the
/// device's clock: `today` is the app's real clock unless a caller passes another.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository,
                    today: @escaping @Sendable () -> Date = { Date() }) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, saveTrip: SaveTrip(repository: repository, today: today))
}
