import Foundation

/// A trip as the business sees it: plain data and the rules it must obey.
///
/// Nothing here knows about storage or screens, so every rule can be checked in
/// microseconds, without a simulator or a database.
struct Trip: Equatable, Sendable {
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

    /// Returns the trip to store if it obeys every rule: this trip, its name
    /// trimmed (" Oslo " becomes "Oslo"); otherwise throws the first rule it breaks,
    /// checking the name, then the dates, then the length.
    func validated() throws(TripValidationError) -> Trip {
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else {
            throw .emptyName
        }
        guard endDate >= startDate else {
            throw .endBeforeStart
        }
        guard durationInDays <= Self.maximumDuration else {
            throw .tooLong
        }
        var valid = self
        valid.name = trimmedName
        return valid
    }
}

extension TripValidationError {
    /// The rule a trip without a name breaks.
    static var missingName: TripValidationError { .emptyName }
}
