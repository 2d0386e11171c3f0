import Foundation

/// Hands its clock to a helper, and asks a rule with a day a helper made: the tests of the
/// helper named, rather than the line that calls it (`Codebase.producers(of:)`).
struct Reminder {
    private let now: () -> Date
    let memo = DayMemo()

    init(now: @escaping () -> Date) {
        self.now = now
    }

    func today() -> Date {
        memo.read(now)
    }

    func isDue(_ due: Date) -> Bool {
        Deadline.passed(due, on: memo.read(now))
    }
}

/// Keeps the first day it reads.
final class DayMemo {
    private var first: Date?

    func read(_ clock: () -> Date) -> Date {
        let day = first ?? clock()
        first = day
        return day
    }
}

enum Deadline {
    static func passed(_ due: Date, on day: Date) -> Bool {
        due < day
    }
}
