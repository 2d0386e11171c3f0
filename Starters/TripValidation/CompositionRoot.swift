/// The composition root: the one place that puts the trip editor together from its parts.
///
/// The app (and the checks) build the editor only through this function, so it is the only
/// code that needs to know both the screen and the storage. Keep its signature.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, repository: repository)
}
