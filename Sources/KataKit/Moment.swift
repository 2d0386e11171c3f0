import Foundation

/// A moment as a lesson's input states it: an instant and the offset from UTC it was written
/// with, in milliseconds, from 1970 to 9999 (see ``Generator/moment(years:)``).
public struct Moment: Sendable, Hashable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var milliseconds: Int64
    /// Seconds east of UTC the moment is written in: 0 is `Z`, 19,800 is `+05:30`.
    public var offset: Int

    public init(milliseconds: Int64, offset: Int = 0) {
        self.milliseconds = milliseconds
        self.offset = offset
    }

    /// The instant, as Foundation holds it.
    public var date: Date { Date(timeIntervalSince1970: Double(milliseconds) / 1_000) }

    /// The moment in ISO 8601 with its offset, milliseconds only when there are any:
    /// `1970-01-01T00:00:00Z`, `2024-02-29T23:59:59.999+05:45`.
    public var iso8601: String {
        let local = milliseconds + Int64(offset) * 1_000
        let (days, millisecondOfDay) = local.floorDivided(by: 86_400_000)
        let (year, month, day) = Self.civil(fromDays: days)
        let second = millisecondOfDay / 1_000
        var text = "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
        text += "T\(Self.padded(second / 3_600, 2)):\(Self.padded(second / 60 % 60, 2)):\(Self.padded(second % 60, 2))"
        if millisecondOfDay % 1_000 != 0 { text += "." + Self.padded(millisecondOfDay % 1_000, 3) }
        guard offset != 0 else { return text + "Z" }
        let minutes = abs(offset) / 60
        return text + (offset < 0 ? "-" : "+") + "\(Self.padded(Int64(minutes / 60), 2)):\(Self.padded(Int64(minutes % 60), 2))"
    }

    public var description: String { iso8601 }

    /// Milliseconds since 1970 of a civil date and time in UTC (proleptic Gregorian).
    public static func milliseconds(year: Int, month: Int, day: Int, second: Int = 0) -> Int64 {
        (days(year: Int64(year), month: Int64(month), day: Int64(day)) * 86_400 + Int64(second)) * 1_000
    }

    /// Days since 1970-01-01 of a civil date (Howard Hinnant's `days_from_civil`).
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Whether `year` has a 29 February.
    static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension Int64 {
    /// The quotient rounded down and the remainder it leaves, never negative.
    func floorDivided(by divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = self >= 0 ? self / divisor : (self - divisor + 1) / divisor
        return (quotient, self - quotient * divisor)
    }
}
