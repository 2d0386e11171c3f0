/// The composition root: the editor with its use case, over the repository it is given.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, saveTrip: SaveTrip(repository: repository))
}
