/// Another name for the storage, as the editor likes to call it.
typealias TripStore = TripRepository
