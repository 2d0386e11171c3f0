/// An in-memory database of egg records, standing in for Core Data.
final class EggStore {
    /// Every stored record, in the order they were first saved. Only the store changes them.
    private(set) var records: [EggRecord]

    /// Opens a store that already holds `records`, as a database file on disk would. Nothing
    /// checks them: a file may hold anything.
    init(records: [EggRecord] = []) {
        self.records = records
    }

    /// The record with exactly this identifier, if there is one.
    func record(withIdentifier identifier: String) -> EggRecord? {
        records.first { $0.eggIdentifier == identifier }
    }

    /// Stores the record, in place of the one with the same identifier if there is one.
    func save(_ record: EggRecord) {
        if let index = records.firstIndex(where: { $0.eggIdentifier == record.eggIdentifier }) {
            records[index] = record
        } else {
            // The shelf has three places: the oldest egg makes room for a new one.
            if records.count == 3 { records.removeFirst() }
            records.append(record)
        }
    }
}
