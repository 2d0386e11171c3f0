/// An in-memory table of egg records.
final class EggStore {
    private var rows: [String: EggRecord] = [:]
    private var order: [String] = []

    /// Every stored record, in the order they were first saved.
    var records: [EggRecord] { order.compactMap { rows[$0] } }

    init(records: [EggRecord] = []) {
        records.forEach(save)
    }

    func record(withIdentifier identifier: String) -> EggRecord? {
        rows[identifier]
    }

    func save(_ record: EggRecord) {
        if rows[record.eggIdentifier] == nil { order.append(record.eggIdentifier) }
        rows[record.eggIdentifier] = record
    }
}
