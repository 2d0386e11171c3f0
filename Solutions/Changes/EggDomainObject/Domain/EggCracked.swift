/// A domain event: an egg was found cracked.
struct EggCracked: DomainEvent, Equatable {
    let eggID: EggID
}
