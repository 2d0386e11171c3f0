/// The composition root: the one place that puts the trip editor together from its parts.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, saveTrip: SaveTrip(repository: repository, counter: SaveCounter()))
}
