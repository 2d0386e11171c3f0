extension Generator where Value == Int {
    /// A count or a length in `range`, the lower bound the simplest: most are short (within 8 of
    /// it), some of dozens, a few of hundreds or up to the upper bound, and 1 in 16 a boundary a
    /// counter crosses (2ⁿ and 2ⁿ + 1, from 4 to 1,025, the 17th step, the 257th subscription),
    /// so that a mistake that starts past a count a learner wrote is reached.
    ///
    /// ```swift
    /// let subscribers = Generator<Int>.size(in: 1...300)
    /// ```
    public static func size(in range: ClosedRange<Int>) -> Generator {
        let lower = range.lowerBound
        let span = range.count
        let boundaries = Int.counterBoundaries.filter(range.contains)
        return Generator { choices in
            let count = drawSize(&choices, lower: lower, span: span, boundaries: boundaries)
            SearchReport.Drawn.noteCount(count)
            return count
        }
    }

    private static func drawSize(_ choices: inout Choices, lower: Int, span: Int, boundaries: [Int]) -> Int {
        let tier = choices.index(below: 16)
        switch tier {
        case 0..<10: return lower + choices.index(below: Swift.min(span, 9))
        case 10..<13: return lower + choices.index(below: Swift.min(span, 65))
        case 13..<15: return lower + choices.index(below: Swift.min(span, choices.index(below: 2) == 0 ? 301 : span))
        default:
            guard !boundaries.isEmpty else { return lower + choices.index(below: span) }
            return boundaries[choices.index(below: boundaries.count)]
        }
    }
}

extension Int {
    /// The counts a learner's counter is likely to break at: the powers of two from 4 to 1,024,
    /// each and the one after it, and the ends of the signed and unsigned bytes.
    static let counterBoundaries: [Int] = [3, 4, 5, 8, 9, 12, 13, 16, 17, 32, 33, 64, 65, 100, 101, 127, 128, 129,
                                           255, 256, 257, 512, 513, 1_000, 1_001, 1_024, 1_025]
}

extension Generator {
    /// Between `count.lowerBound` and `count.upperBound` values of `element` (0 to 1,000 by
    /// default), the length drawn as ``Generator/size(in:)`` draws it, and 1 in 6 elements a
    /// repeat of an earlier one: a list with repeated ids, titles or amounts. The simplest is
    /// the shortest, each element the simplest.
    ///
    /// ```swift
    /// let todos = Generator.list(of: todo, count: 0...1_000)
    /// ```
    public static func list<Element>(of element: Generator<Element>, count: ClosedRange<Int> = 0...1_000) -> Generator
    where Value == [Element] {
        let length = Generator<Int>.size(in: count)
        return Generator { choices in
            let total = length.draw(&choices)
            var values: [Element] = []
            values.reserveCapacity(total)
            for position in 0..<total {
                if position > 0, choices.index(below: 6) == 5 {
                    values.append(values[choices.index(below: position)])
                } else {
                    values.append(element.draw(&choices))
                }
            }
            return values
        }
    }
}
