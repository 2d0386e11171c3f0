/// An egg over its stored record, as in the article: the raw values stay in the record, and the
/// egg turns them into value objects when they are read.
final class Egg {
    /// The egg's row, valid since `insert` or `load` checked it; replaced whole on every change.
    private var record: EggRecord
    /// The id, checked once: the record keeps its text.
    let eggID: EggID
    private let store: EggStore
    private let publisher: DomainEventPublisher

    var size: EggSize {
        // `insert` and `load` let in only records whose size is a size.
        EggSize(rawValue: record.eggSize) ?? .small
    }

    private init(eggID: EggID, record: EggRecord, store: EggStore, publisher: DomainEventPublisher) {
        self.eggID = eggID
        self.record = record
        self.store = store
        self.publisher = publisher
    }

    static func insert(_ newEgg: NewEgg, into store: EggStore, publisher: DomainEventPublisher) -> Egg {
        let record = EggRecord(eggIdentifier: newEgg.eggID.identifier, eggSize: newEgg.size.rawValue)
        store.save(record)
        return Egg(eggID: newEgg.eggID, record: record, store: store, publisher: publisher)
    }

    static func load(_ eggID: EggID, from store: EggStore, publisher: DomainEventPublisher) throws(EggError) -> Egg {
        guard let record = store.record(withIdentifier: eggID.identifier) else { throw .notFound(eggID) }
        guard EggSize(rawValue: record.eggSize) != nil else { throw .invalidStoredSize(record.eggSize) }
        return Egg(eggID: eggID, record: record, store: store, publisher: publisher)
    }

    func changeSize(to newSize: EggSize) {
        let oldSize = size
        guard newSize != oldSize else { return }
        record = EggRecord(eggIdentifier: record.eggIdentifier, eggSize: newSize.rawValue)
        store.save(record)
        publisher.publish(EggSizeChanged(eggID: eggID, from: oldSize, to: newSize))
    }
}
