/// How big an egg is: a value object with exactly four possible values.
///
/// The raw values are what the store keeps, so they must never change: small is 1, extra
/// large is 4.
enum EggSize: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case small = 1
    case medium
    case large
    case extraLarge

    /// As the packing station prints it.
    var description: String {
        switch self {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        }
    }

    /// Smaller sizes come first. Swift does not write this for an enum with raw values.
    static func < (lhs: EggSize, rhs: EggSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
