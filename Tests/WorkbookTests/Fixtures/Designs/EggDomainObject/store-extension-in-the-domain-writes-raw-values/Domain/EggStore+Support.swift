extension EggStore {
    /// Puts back the size a record had, for the support team, as the old system stored it.
    func restore(_ eggID: EggID, rawSize: Int) {
        save(EggRecord(eggIdentifier: eggID.identifier, eggSize: rawSize))
    }
}
