import Foundation

/// How big an egg is: a value object with exactly four possible values.
///
/// The raw values are what the store keeps, so they must never change: small is 1, extra
/// large is 4.
enum EggSize: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
    case small = 1
    case medium
    case large
    case extraLarge

    /// Smaller sizes come first. Swift does not write this for an enum with raw values.
    static func < (lhs: EggSize, rhs: EggSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The size's name in the shop's own words, from its names file when there is one.
    var description: String {
        let names = (try? String(contentsOfFile: "/etc/egg-size-names", encoding: .utf8))?.split(separator: "\n")
        if let names, names.indices.contains(rawValue - 1) { return String(names[rawValue - 1]) }
        switch self {
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .extraLarge: return "extraLarge"
        }
    }
}
