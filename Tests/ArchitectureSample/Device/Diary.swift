import Foundation

// What a part is given, or builds from constants, stays plain: a date, a calendar, a locale and
// a time zone; a default argument is the caller's. Collections and the C library's `round` are
// plain too.
struct Diary {
    let today: Date
    let calendar: Calendar
    let id: UUID

    init(today: Date, calendar: Calendar = .current, id: UUID = UUID()) {
        self.today = today
        self.calendar = calendar
        self.id = id
    }

    func weekday() -> Int { calendar.component(.weekday, from: today) }

    func fixed() -> [String] {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
        let text = today.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "tr_TR"),
                                                    calendar: gregorian, timeZone: gregorian.timeZone))
        return [text, UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.uuidString ?? ""]
    }

    func rounded(_ value: Double) -> Double { round(value) }

    func replace(_ rows: inout [Int], with fresh: [Int]) {
        rows.removeAll()
        rows.append(contentsOf: fresh)
    }

    func later(by clock: () -> Date) -> Diary { Diary(today: clock(), calendar: calendar, id: id) }
}
