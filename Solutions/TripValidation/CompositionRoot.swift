/// The composition root: the one place that puts the trip editor together from its parts.
///
/// The app (and the checks) build the editor only through this function, so it is the only
/// code that knows both the screen and the storage.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, saveTrip: SaveTrip(repository: repository))
}
