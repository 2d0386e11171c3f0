@MainActor
func makeTripEditor(trip: Trip, repository: any TripRepository) -> TripEditorViewModel {
    TripEditorViewModel(trip: trip) { trip in
        try await repository.save(trip.validated())
    }
}
