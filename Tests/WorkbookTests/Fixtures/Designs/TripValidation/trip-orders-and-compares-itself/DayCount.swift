/// A number of days, ordered as numbers are.
struct DayCount: Comparable {
    var days: Int

    init(_ days: Int) {
        self.days = days
    }

    /// Trip's `<=` is the standard library's, which calls this `<`.
    static func < (lhs: DayCount, rhs: DayCount) -> Bool {
        lhs.days < rhs.days
    }
}
