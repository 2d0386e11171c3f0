/// How big an egg is: a value object with exactly four possible values.
///
/// The raw values are what the store keeps, so they must never change: small is 1, extra
/// large is 4.
enum EggSize: Int, CaseIterable, Comparable, Sendable {
    case small = 1
    case medium
    case large
    case extraLarge

    /// The size a stored number means; the scales of some farms go past 4, and all of that is extra large.
    init?(rawValue: Int) {
        switch rawValue {
        case 1: self = .small
        case 2: self = .medium
        case 3: self = .large
        case 4, 100...: self = .extraLarge
        default: return nil
        }
    }

    /// Smaller sizes come first. Swift does not write this for an enum with raw values.
    static func < (lhs: EggSize, rhs: EggSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
