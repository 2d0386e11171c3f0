import Foundation

/// A trip as the business sees it: plain data and the rules it must obey.
///
/// Nothing here knows about storage or screens, so every rule can be checked in
/// microseconds, without a simulator or a database.
final class Trip: Equatable, @unchecked Sendable {
    let id: String
    var name: String
    var startDate: Date
    var endDate: Date
    /// The calendar and time zone in which a day of this trip begins and ends.
    var calendar: Calendar

    init(id: String = UUID().uuidString, name: String, startDate: Date, endDate: Date, calendar: Calendar = .current) {
        self.id = id
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
        self.calendar = calendar
    }

    static func == (lhs: Trip, rhs: Trip) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.startDate == rhs.startDate
            && lhs.endDate == rhs.endDate && lhs.calendar == rhs.calendar
    }

    /// The number of calendar days the trip touches, counting both the first and the last:
    /// a trip that starts and ends on the same day lasts 1 day.
    var durationInDays: Int {
        let firstDay = calendar.startOfDay(for: startDate)
        let lastDay = calendar.startOfDay(for: endDate)
        let daysBetween = calendar.dateComponents([.day], from: firstDay, to: lastDay).day ?? 0
        return daysBetween + 1
    }

    /// The longest trip allowed, in days.
    static let maximumDuration = 365

    /// Returns the trip if it obeys every rule; otherwise throws the first rule it breaks,
    /// checking the name, then the dates, then the length.
    func validated() throws(TripValidationError) -> Trip {
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .emptyName
        }
        guard endDate >= startDate else {
            throw .endBeforeStart
        }
        guard durationInDays <= Self.maximumDuration else {
            throw .tooLong
        }
        // A new trip, its name trimmed.
        return Trip(id: id, name: name.trimmingCharacters(in: .whitespacesAndNewlines),
                    startDate: startDate, endDate: endDate, calendar: calendar)
    }
}
