import Foundation

/// A number of days, ordered so that a trip may run over by the grace days a tester set.
struct DayCount: Comparable {
    var days: Int

    init(_ days: Int) {
        self.days = days
    }

    /// Trip's `<=` is the standard library's, which calls this `<`: Trip names only the
    /// operator, and the defaults are read here.
    static func < (lhs: DayCount, rhs: DayCount) -> Bool {
        lhs.days < rhs.days + UserDefaults.standard.integer(forKey: "TripGraceDays")
    }
}
