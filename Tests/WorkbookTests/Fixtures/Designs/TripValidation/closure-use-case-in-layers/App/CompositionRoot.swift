@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip, saveTrip: .validatingThenStoring(in: repository))
}
