/// "Save a trip" as a value holding a function: tests build one from any closure.
struct SaveTrip: Sendable {
    var run: @Sendable (Trip) async throws -> Void

    static func validatingThenStoring(in repository: any TripRepository) -> SaveTrip {
        SaveTrip { trip in
            try await repository.save(trip.validated())
        }
    }
}
