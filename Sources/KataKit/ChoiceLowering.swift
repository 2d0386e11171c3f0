/// The values a shrinker tries in place of one choice, the simplest first: 0, half of it, one
/// less. When one of them still fails, the lowest failing value between it and the highest one
/// tried that passed is found by halving the distance.
///
/// A list of 281 rows that is wrong from its 201st row shrinks to 201 rows in about a dozen runs,
/// where lowering the count one row at a time took eighty and ran out of time first.
struct ChoiceLowering {
    /// The lowest value known to fail: the choice itself until a lower one fails.
    private(set) var lowest: UInt64
    /// The highest value tried that did not fail.
    private var passing: UInt64?
    /// 0, half, one less: what is left of them to try before halving starts.
    private var plain: [UInt64]
    private var halving = false

    init(_ value: UInt64) {
        lowest = value
        plain = value == 0 ? [] : [0, value / 2, value - 1].reduce(into: []) { values, next in
            if next < value, !values.contains(next) { values.append(next) }
        }
    }

    /// The next value to try, or `nil` when nothing lower is left to try.
    func next() -> UInt64? {
        guard halving else { return plain.first }
        guard let passing, lowest - passing > 1 else { return nil }
        return passing + (lowest - passing) / 2
    }

    /// What trying `candidate` (the last ``next()``) showed.
    mutating func record(_ candidate: UInt64, failed: Bool) {
        if failed {
            lowest = candidate
        } else {
            passing = Swift.max(passing ?? 0, candidate)
        }
        guard !halving else { return }
        plain.removeFirst()
        if failed { halving = true }
    }
}
