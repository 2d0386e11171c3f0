/// A seeded, repeatable source of random numbers: SplitMix64 (Steele, Lea and Flood), whose
/// numbers are the same on every platform for the same seed.
///
/// The generated checks draw every sequence from one of these, so that a failure's seed replays
/// the very sequence that failed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0), by the high half of a full-width product:
    /// the same on every platform and Swift version, unlike `next(upperBound:)`, whose method the
    /// standard library does not promise.
    public mutating func next(below bound: UInt64) -> UInt64 {
        next().multipliedFullWidth(by: bound).high
    }
}
