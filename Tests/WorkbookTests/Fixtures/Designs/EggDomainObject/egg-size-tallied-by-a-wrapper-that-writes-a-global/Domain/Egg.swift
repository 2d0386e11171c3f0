/// An egg, as the rest of the app sees it: value objects to read, and methods that say what
/// may be done to it.
///
/// Clients never see how an egg is stored. They read `eggID` and `size`; the only way to
/// change an egg is `changeSize(to:)`, which keeps the store and the listeners up to date.
final class Egg {
    let eggID: EggID
    /// Read it freely; change it with `changeSize(to:)`.
    @Tallied private(set) var size: EggSize

    private let store: EggStore
    private let publisher: DomainEventPublisher

    private init(eggID: EggID, size: EggSize, store: EggStore, publisher: DomainEventPublisher) {
        self.eggID = eggID
        self.size = size
        self.store = store
        self.publisher = publisher
    }

    /// Stores a new egg and returns it.
    static func insert(_ newEgg: NewEgg, into store: EggStore, publisher: DomainEventPublisher) -> Egg {
        store.save(EggRecord(eggIdentifier: newEgg.eggID.identifier, eggSize: newEgg.size.rawValue))
        return Egg(eggID: newEgg.eggID, size: newEgg.size, store: store, publisher: publisher)
    }

    /// Loads a stored egg, turning the record's raw values back into value objects.
    ///
    /// The raw values are checked once, here; from then on the egg holds only valid values.
    ///
    /// - Throws: `EggError.notFound` when no record has this identifier;
    ///   `EggError.invalidStoredSize` when the stored size is not a size.
    static func load(_ eggID: EggID, from store: EggStore, publisher: DomainEventPublisher) throws(EggError) -> Egg {
        guard let record = store.record(withIdentifier: eggID.identifier) else {
            throw .notFound(eggID)
        }
        // `EggSize(rawValue:)` is optional: a stored integer may be any integer.
        guard let size = EggSize(rawValue: record.eggSize) else {
            throw .invalidStoredSize(record.eggSize)
        }
        return Egg(eggID: eggID, size: size, store: store, publisher: publisher)
    }

    /// Gives the egg a new size, stores it, and publishes `EggSizeChanged`.
    ///
    /// Changing to the size the egg already has changes nothing, so it publishes nothing.
    func changeSize(to newSize: EggSize) {
        guard newSize != size else { return }
        let oldSize = size
        size = newSize
        store.save(EggRecord(eggIdentifier: eggID.identifier, eggSize: newSize.rawValue))
        publisher.publish(EggSizeChanged(eggID: eggID, from: oldSize, to: newSize))
    }
}
