/// One stored egg: raw values, no rules.
struct EggRecord: Equatable, Sendable {
    private(set) var eggIdentifier: String
    private(set)
        var eggSize: Int
}
