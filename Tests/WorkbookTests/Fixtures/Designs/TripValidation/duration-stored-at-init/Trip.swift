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
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: startDate), to: calendar.startOfDay(for: endDate)).day ?? 0
        self.durationInDays = days + 1
    }

    /// Wrong on purpose: the number of calendar days, worked out once when the trip is made.
    let durationInDays: Int

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
        var valid = self
        valid.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return valid
    }
}
