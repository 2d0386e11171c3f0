extension Generator where Value == Moment {
    /// Any moment written in a year of `years` (1970 to 9999 by default) at any UTC offset, the
    /// simplest 1970-01-01T00:00:00Z: most in 1970 to 2100, a quarter anywhere up to 9999, and
    /// the edges drawn on purpose: 29 February and the 28th of a common year, the last day of a
    /// month, the days European and American clocks change (within two hours of the change,
    /// written at the offsets either side), midnight, the last second of a day, a millisecond
    /// past a second, and offsets other than `Z` half of the time (see ``utcOffset``). The
    /// instant stays within 1970 to 9999 in UTC: a moment an offset would move outside is
    /// written in `Z`.
    ///
    /// ```swift
    /// let departure = Generator<Moment>.moment()   // 2024-02-29T23:59:59.999+05:45, 1970-01-01T00:00:00Z, …
    /// ```
    public static func moment(years: ClosedRange<Int> = 1970...9999) -> Generator {
        let year = Generator<Int>.year(in: years)
        let offset = Generator<Int>.utcOffset
        return Generator { choices in
            // Every choice is drawn whatever the kinds drawn before it, so that a kind lowered
            // by the shrinker leaves the choices after it meaning what they meant.
            let drawnYear = Int64(year.draw(&choices))
            let dayKind = choices.index(below: 8)
            let dayOfYear = choices.index(below: 366)
            let month = choices.index(below: 12)
            let change = choices.index(below: 4)
            let fromChange = choices.index(below: 4 * 3_600 + 1)
            let timeKind = choices.index(below: 4)
            let anySecond = Int64(choices.index(below: 86_400))
            let secondEdges: [Int64] = [0, 86_399, 43_200, 3_600, 7_200, 82_800, 86_340]
            let secondEdge = secondEdges[choices.index(below: secondEdges.count)]
            let millisecondKind = choices.index(below: 4)
            let anyMillisecond = Int64(choices.index(below: 1_000))
            let millisecondEdges: [Int64] = [1, 999, 500]
            let millisecondEdge = millisecondEdges[choices.index(below: millisecondEdges.count)]
            let drawnOffset = offset.draw(&choices)
            let moment: Moment
            if dayKind == 7, let change = Moment.clockChange(in: drawnYear, change: change, distance: fromChange) {
                moment = change
            } else {
                let day = Moment.day(of: drawnYear, kind: dayKind, dayOfYear: dayOfYear, month: month)
                let secondOfDay = timeKind == 2 ? secondEdge : anySecond
                let millisecond = millisecondKind < 3 ? 0 : (anyMillisecond == 0 ? millisecondEdge : anyMillisecond)
                let local = (day * 86_400 + secondOfDay) * 1_000 + millisecond
                moment = Moment.written(local: local, offset: drawnOffset)
            }
            SearchReport.Drawn.noteMoment(moment)
            return moment
        }
    }
}

extension Generator where Value == Int {
    /// A year of `range`, its lower bound the simplest: half in its first 131 years (1970 to
    /// 2100), a quarter anywhere, a quarter an edge (1999, 2000, 2038, 2040, 2041, 2100, 2101,
    /// 2400, 9999, leap years).
    public static func year(in range: ClosedRange<Int>) -> Generator {
        let edges = [1970, 1972, 1999, 2000, 2024, 2037, 2038, 2039, 2040, 2041, 2096, 2099, 2100, 2101, 2400, 9999]
            .filter(range.contains)
        return Generator { choices in
            let tier = choices.index(below: 8)
            let early = choices.index(below: Swift.min(range.count, 131))
            let edge = choices.index(below: edges.count)
            let any = choices.index(below: range.count)
            if tier < 4 { return range.lowerBound + early }
            if tier < 6, !edges.isEmpty { return edges[edge] }
            return range.lowerBound + any
        }
    }

    /// An offset from UTC in seconds east, 0 (`Z`) the simplest and half of the time: otherwise
    /// one of the world's own (−01:00 first, +05:30, +05:45, −03:30, +12:45, −09:30, the ±14:00 and −12:00 at the
    /// ends, whole hours either side) or any minute from −12:00 to +14:00.
    public static var utcOffset: Generator {
        let edges = [-3_600, 3_600, 19_800, 20_700, -12_600, 45_900, -34_200, 50_400, -43_200, 7_200, -18_000, -14_400, 32_400]
        return Generator { choices in
            let kind = choices.index(below: 4)
            let edge = edges[choices.index(below: edges.count)]
            let minutes = choices.index(below: 26 * 60 + 1) - 12 * 60
            switch kind {
            case 0, 1: return 0
            case 2: return edge
            default: return minutes * 60
            }
        }
    }
}

extension Generator where Value == Int64 {
    /// A distance in milliseconds from 0 to `maximum`, 0 the simplest: sub-second distances as
    /// often as longer ones, and the edges of a second, a minute, an hour and a day either side.
    public static func milliseconds(upTo maximum: Int64) -> Generator {
        let edges: [Int64] = [1, 499, 500, 501, 999, 1_000, 1_001, 59_999, 60_000, 60_001, 3_599_999, 3_600_000,
                              86_399_999, 86_400_000, 86_400_001]
        return integer(in: 0...Swift.max(0, maximum), edges: edges)
    }
}

extension Moment {
    /// The latest millisecond of 9999 in UTC.
    static let latest = milliseconds(year: 10_000, month: 1, day: 1) - 1

    /// The moment at `local` milliseconds (a civil time at `offset`), or in `Z` when the offset
    /// would move its instant outside 1970 to 9999.
    static func written(local: Int64, offset: Int) -> Moment {
        let instant = local - Int64(offset) * 1_000
        guard (0...latest).contains(instant) else { return Moment(milliseconds: local, offset: 0) }
        return Moment(milliseconds: instant, offset: offset)
    }

    /// A day of `year` since 1970: the `dayOfYear`th (1 January the simplest) for kinds 0 to 4,
    /// 29 February (28 in a common year) for 5, the last day of the `month`th month for 6.
    static func day(of year: Int64, kind: Int, dayOfYear: Int, month: Int) -> Int64 {
        switch kind {
        case 5: return days(year: year, month: 2, day: isLeap(year) ? 29 : 28)
        case 6:
            let next = Int64(month + 2)
            return next == 13 ? days(year: year, month: 12, day: 31) : days(year: year, month: next, day: 1) - 1
        default: return days(year: year, month: 1, day: 1) + Int64(dayOfYear % (isLeap(year) ? 366 : 365))
        }
    }

    /// A moment within two hours of a change of clocks in `year` (the European Union's, at 01:00
    /// UTC on the last Sundays of March and October, written at +01:00 or +02:00, or the United
    /// States' eastern, at 02:00 local on the second Sunday of March and the first of November,
    /// written at −05:00 or −04:00), `change` saying which and `distance` how far after two hours
    /// before it, in seconds; `nil` before 1996, when neither rule held yet.
    static func clockChange(in year: Int64, change: Int, distance fromEarliest: Int) -> Moment? {
        guard year >= 1996 else { return nil }
        let instant: Int64
        let offsets: [Int]
        switch change {
        case 0: (instant, offsets) = (lastSunday(year, 3) * 86_400 + 3_600, [3_600, 7_200])
        case 1: (instant, offsets) = (lastSunday(year, 10) * 86_400 + 3_600, [7_200, 3_600])
        case 2: (instant, offsets) = (sunday(year, 3, week: 2) * 86_400 + 7 * 3_600, [-18_000, -14_400])
        default: (instant, offsets) = (sunday(year, 11, week: 1) * 86_400 + 6 * 3_600, [-14_400, -18_000])
        }
        let distance = Int64(fromEarliest - 2 * 3_600)
        let offset = offsets[distance < 0 ? 0 : 1]
        let milliseconds = (instant + distance) * 1_000
        guard (0...latest).contains(milliseconds) else { return nil }
        return Moment(milliseconds: milliseconds, offset: offset)
    }

    /// The `week`th Sunday of `month` in `year`, in days since 1970.
    static func sunday(_ year: Int64, _ month: Int64, week: Int64) -> Int64 {
        let first = days(year: year, month: month, day: 1)
        // 1970-01-01 was a Thursday: day 3 is the first Sunday.
        let (_, weekday) = (first - 3).floorDivided(by: 7)
        return first + (7 - weekday) % 7 + (week - 1) * 7
    }

    /// The last Sunday of `month` in `year`, in days since 1970.
    static func lastSunday(_ year: Int64, _ month: Int64) -> Int64 {
        let last = days(year: year, month: month + 1, day: 1) - 1
        let (_, weekday) = (last - 3).floorDivided(by: 7)
        return last - weekday
    }
}
