/// Makes eggs for previews, straight from value objects: nothing is stored, and nothing
/// checked a stored row.
enum EggFactory {
    static func preview(store: EggStore, publisher: DomainEventPublisher) -> Egg {
        Egg(eggID: EggID(), size: .medium, store: store, publisher: publisher)
    }
}
