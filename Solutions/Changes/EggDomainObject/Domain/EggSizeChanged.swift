/// A domain event: an egg's size changed from one size to another.
struct EggSizeChanged: DomainEvent, Equatable {
    let eggID: EggID
    let from: EggSize
    let to: EggSize
}
