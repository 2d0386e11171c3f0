protocol TripRepository: Sendable {
    func save(_ trip: Trip) async throws
}
