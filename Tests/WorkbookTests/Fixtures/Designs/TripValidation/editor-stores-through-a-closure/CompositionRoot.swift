/// The composition root: hands the editor the repository's save method, no use case.
@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, store: repository.save)
}
