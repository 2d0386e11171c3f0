/// What an egg needs of a database: the domain's port.
protocol EggRecordSaving {
    func record(withIdentifier identifier: String) -> EggRecord?
    func save(_ record: EggRecord)
}

/// The store is the database the app uses: it already has both methods.
extension EggStore: EggRecordSaving {}
