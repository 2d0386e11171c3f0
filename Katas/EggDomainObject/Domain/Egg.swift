/// An egg, as the rest of the app sees it: value objects to read, and methods that say what
/// may be done to it.
///
/// Clients never see how an egg is stored. They read `eggID` and `size`; the only way to
/// change an egg is `changeSize(to:)`, which keeps the store and the listeners up to date.
final class Egg {
    // TODO: what an egg keeps is yours to choose: its value objects, the record it stands for,
    // the store and the publisher it was given... Add them, with an initializer that only
    // `insert` and `load` call.

    /// Who this egg is.
    var eggID: EggID {
        fatalError("TODO: the egg's id")
    }

    /// How big this egg is. Clients read it; only `changeSize(to:)` changes it.
    var size: EggSize {
        fatalError("TODO: the egg's size")
    }

    /// Stores a new egg and returns it.
    static func insert(_ newEgg: NewEgg, into store: EggStore, publisher: DomainEventPublisher) -> Egg {
        fatalError("TODO: save a record of the new egg, and return the egg")
    }

    /// Loads a stored egg, turning the record's raw values back into value objects.
    ///
    /// The raw values are checked once, here; from then on the egg holds only valid values.
    ///
    /// - Throws: `EggError.notFound` when no record has this identifier;
    ///   `EggError.invalidStoredSize` when the stored size is not a size.
    static func load(_ eggID: EggID, from store: EggStore, publisher: DomainEventPublisher) throws(EggError) -> Egg {
        fatalError("TODO: find the record, check its raw size, and return the egg")
    }

    /// Gives the egg a new size, stores it, and publishes `EggSizeChanged` through the publisher
    /// the egg was given.
    ///
    /// Changing to the size the egg already has changes nothing, so it publishes nothing.
    func changeSize(to newSize: EggSize) {
        fatalError("TODO: change, store and publish, unless the size is the same")
    }
}
