import Foundation

/// An in-memory database of egg records, standing in for Core Data; safe to use from any
/// thread, as a database is: a lock guards the rows.
final class EggStore: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [EggRecord]

    /// Every stored record, in the order they were first saved. Only the store changes them.
    var records: [EggRecord] { lock.withLock { rows } }

    /// Opens a store that already holds `records`, as a database file on disk would.
    init(records: [EggRecord] = []) {
        rows = records
    }

    /// The record with exactly this identifier, if there is one.
    func record(withIdentifier identifier: String) -> EggRecord? {
        lock.withLock { rows.first { $0.eggIdentifier == identifier } }
    }

    /// Stores the record, in place of the one with the same identifier if there is one.
    func save(_ record: EggRecord) {
        lock.withLock {
            if let index = rows.firstIndex(where: { $0.eggIdentifier == record.eggIdentifier }) {
                rows[index] = record
            } else {
                rows.append(record)
            }
        }
    }
}
