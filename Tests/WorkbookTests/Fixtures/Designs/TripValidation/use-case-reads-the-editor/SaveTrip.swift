/// The single business operation "save a trip", as the screen sees it.
protocol SaveTripUseCase: Sendable {
    @MainActor func execute(for editor: TripEditorViewModel) async throws
}

/// Saves the editor's trip only once it obeys every rule: validate, then store.
struct SaveTrip: SaveTripUseCase {
    let repository: any TripRepository

    @MainActor func execute(for editor: TripEditorViewModel) async throws {
        let valid = try editor.trip.validated()
        try await repository.save(valid)
    }
}
