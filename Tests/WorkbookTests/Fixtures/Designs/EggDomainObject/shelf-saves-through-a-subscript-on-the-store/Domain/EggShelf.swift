/// A shelf of the packing station, which restocks eggs by their identifier.
struct EggShelf {
    let store: EggStore

    /// Puts back an egg as extra large, as the station labels them.
    func restock(_ identifier: String) {
        store[identifier] = 4
    }
}

// A subscript on the store, written in the shelf's file: inside EggStore by type, outside the
// store's files by place. It saves a raw size that no Egg checked.
extension EggStore {
    subscript(identifier: String) -> Int? {
        get { record(withIdentifier: identifier)?.eggSize }
        set {
            if let newValue {
                save(EggRecord(eggIdentifier: identifier, eggSize: newValue))
            }
        }
    }
}
