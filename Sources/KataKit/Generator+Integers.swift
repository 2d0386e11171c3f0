extension Generator where Value: FixedWidthInteger & Sendable {
    /// Any number of `range` (the type's whole range by default), the simplest 0 or the bound
    /// nearest it: most are near the simplest at every scale up to the type's width, a quarter
    /// are edges, `edges` (the lesson's boundaries) as often as the range's bounds and the type's
    /// own (its minimum and maximum, 0, ±1, ±2ⁿ and their neighbours), so that `1200`, `-1`, `Int.max` and a
    /// lesson's `599` all come up in every search.
    ///
    /// ```swift
    /// let status = Generator<Int>.integer(edges: [100, 199, 200, 299, 300, 599])
    /// ```
    public static func integer(in range: ClosedRange<Value> = Value.min...Value.max, edges: [Value] = []) -> Generator {
        let simplest = Value.simplest(in: range)
        let lesson = edges.filter(range.contains)
        let bounds = [range.lowerBound, range.upperBound, range.lowerBound &+ 1, range.upperBound &- 1]
        let typeEdges = (bounds + Value.edges).filter(range.contains).uniqued()
        let widths = [4, 8, 12, 16, 32, Value.bitWidth].filter { $0 <= Value.bitWidth }
        return Generator { choices in
            // Every choice is drawn whatever the kind, so that a kind lowered by the shrinker
            // leaves the choices after it meaning what they meant.
            let isEdge = choices.index(below: 4) == 3
            let ofTheType = choices.index(below: 2) == 1
            let pool = lesson.isEmpty || ofTheType ? typeEdges : lesson
            let edge = choices.index(below: pool.count)
            // A width, the narrowest first, then a magnitude of that width, then a direction.
            let width = widths[choices.index(below: widths.count)]
            let magnitude = choices.bits(width)
            let downwards = choices.index(below: 2) == 1
            let value = isEdge && !pool.isEmpty
                ? pool[edge] : Value.stepping(from: simplest, by: magnitude, downwards: downwards, within: range)
            SearchReport.Drawn.noteInteger(value)
            return value
        }
    }
}

extension FixedWidthInteger {
    /// 0 when `range` holds it, otherwise the bound nearest 0.
    static func simplest(in range: ClosedRange<Self>) -> Self {
        if range.contains(0) { return 0 }
        return range.lowerBound > 0 ? range.lowerBound : range.upperBound
    }

    /// The type's edges: 0, ±1, its minimum and maximum and theirs neighbours, and ±2ⁿ, ±2ⁿ ∓ 1
    /// for the widths counters are written in.
    static var edges: [Self] {
        var values: [Self] = [0, 1, min, max, min &+ 1, max &- 1]
        if Self.isSigned { values.append(0 &- 1) }
        for power in [1, 2, 3, 4, 7, 8, 10, 15, 16, 31, 32, 53, 63] where power < bitWidth - (Self.isSigned ? 1 : 0) {
            let value: Self = 1 << power
            values += [value, value &- 1, value &+ 1]
            if Self.isSigned { values += [0 &- value, 0 &- value &+ 1, 0 &- value &- 1] }
        }
        return values.uniqued()
    }

    /// `start` moved `magnitude` towards the upper bound (or the lower one when `downwards`),
    /// wrapped into the room left on that side; the other side when there is none.
    static func stepping(from start: Self, by magnitude: UInt64, downwards: Bool,
                         within range: ClosedRange<Self>) -> Self {
        let up = Magnitude(truncatingIfNeeded: range.upperBound &- start)
        let down = Magnitude(truncatingIfNeeded: start &- range.lowerBound)
        let goesDown = (downwards && down > 0) || up == 0
        let room = goesDown ? down : up
        guard room > 0 else { return start }
        let wide = Magnitude(truncatingIfNeeded: magnitude)
        let offset = room == Magnitude.max ? wide : wide % (room + 1)
        let step = Self(truncatingIfNeeded: offset)
        return goesDown ? start &- step : start &+ step
    }
}

extension Array where Element: Hashable {
    /// The elements in their order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Choices {
    /// A number below 2^`width` (at most 64 bits), drawn as two 32-bit halves whatever the
    /// width, so that each shrinks towards 0 and the choices after them keep their places.
    mutating func bits(_ width: Int) -> UInt64 {
        let width = Swift.max(0, Swift.min(64, width))
        let high = UInt64(index(below: width > 32 ? 1 << (width - 32) : 1))
        let low = UInt64(index(below: 1 << Swift.min(width, 32)))
        return high << 32 | low
    }
}
