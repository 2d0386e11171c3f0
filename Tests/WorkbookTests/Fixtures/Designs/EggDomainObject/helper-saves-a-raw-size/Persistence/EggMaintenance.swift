/// A maintenance helper that "resets" an egg by saving a raw record past `Egg`: nothing checks
/// the size it writes, so a size of 7 gets in.
enum EggMaintenance {
    static func reset(_ eggID: EggID, in store: EggStore) {
        store.save(EggRecord(eggIdentifier: eggID.identifier, eggSize: 7))
    }
}
