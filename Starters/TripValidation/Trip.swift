import Foundation

/// A trip as the business sees it: plain data and the rules it must obey.
///
/// Keep this file free of frameworks other than Foundation: no SwiftUI, no SwiftData.
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

    /// The longest trip allowed, in days.
    static let maximumDuration = 365

    /// The number of calendar days the trip touches, counting both the first and the last:
    /// a trip that starts and ends on the same day lasts 1 day.
    var durationInDays: Int {
        fatalError("TODO: move the day count here from TripEditorViewModel.save()")
    }

    /// Returns the trip to store if it obeys every rule: this trip, its name trimmed of the
    /// whitespace around it (" Oslo " becomes "Oslo"); otherwise throws the first rule it
    /// breaks, checking the name, then the dates, then the length.
    func validated() throws(TripValidationError) -> Trip {
        fatalError("TODO: move the rules here from TripEditorViewModel.save()")
    }
}
