/// A repository for previews, written beside the composition root.
actor InMemoryTripRepository: TripRepository {
    private(set) var trips: [Trip] = []

    func save(_ trip: Trip) async throws {
        trips.append(trip)
    }
}
