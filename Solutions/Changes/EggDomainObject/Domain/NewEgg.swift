/// Everything needed to create an egg, already checked: value objects only.
struct NewEgg: Sendable {
    let eggID: EggID
    let size: EggSize
}
