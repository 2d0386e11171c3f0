/// An egg: typed reads, and one method that changes it.
final class Egg {
    @usableFromInline
    private(set)
    var eggID: EggID

    private(set)
    var size: EggSize

    private let store: EggStore
    private let publisher: DomainEventPublisher

    private init(eggID: EggID, size: EggSize, store: EggStore, publisher: DomainEventPublisher) {
        self.eggID = eggID
        self.size = size
        self.store = store
        self.publisher = publisher
    }

    static func insert(_ newEgg: NewEgg, into store: EggStore, publisher: DomainEventPublisher) -> Egg {
        let egg = Egg(eggID: newEgg.eggID, size: newEgg.size, store: store, publisher: publisher)
        egg.save()
        return egg
    }

    static func load(_ eggID: EggID, from store: EggStore, publisher: DomainEventPublisher) throws(EggError) -> Egg {
        guard let record = store.record(withIdentifier: eggID.identifier) else { throw .notFound(eggID) }
        guard let size = EggSize(rawValue: record.eggSize) else { throw .invalidStoredSize(record.eggSize) }
        return Egg(eggID: eggID, size: size, store: store, publisher: publisher)
    }
}

extension Egg {
    func changeSize(to newSize: EggSize) {
        let event = EggSizeChanged(eggID: eggID, from: size, to: newSize)
        guard event.from != event.to else { return }
        size = newSize
        save()
        publisher.publish(event)
    }

    private func save() {
        store.save(EggRecord(eggIdentifier: eggID.identifier, eggSize: size.rawValue))
    }
}
