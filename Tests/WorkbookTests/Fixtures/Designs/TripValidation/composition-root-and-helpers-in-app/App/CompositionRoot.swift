/// The composition root, in a folder of its own: the one place that puts the editor together.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, saveTrip: saveTrip(into: repository))
}

/// A helper of the composition root: the use case over a repository.
func saveTrip(into repository: any TripRepository) -> any SaveTripUseCase {
    SaveTrip(repository: repository)
}
