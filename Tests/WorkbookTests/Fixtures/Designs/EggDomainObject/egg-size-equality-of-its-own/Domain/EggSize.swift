/// How big an egg is: a value object with exactly four possible values.
///
/// The raw values are what the store keeps, so they must never change: small is 1, extra
/// large is 4.
enum EggSize: Int, CaseIterable, Comparable, Sendable {
    case small = 1
    case medium
    case large
    case extraLarge

    /// Smaller sizes come first. Swift does not write this for an enum with raw values.
    static func < (lhs: EggSize, rhs: EggSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The same size: the same raw value, written out.
    static func == (lhs: EggSize, rhs: EggSize) -> Bool {
        lhs.rawValue == rhs.rawValue
    }
}
