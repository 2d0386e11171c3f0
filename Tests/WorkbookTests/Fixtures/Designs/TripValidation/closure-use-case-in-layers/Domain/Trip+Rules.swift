import Foundation

extension Trip {
    var durationInDays: Int {
        let days = calendar.dateComponents([.day],
                                           from: calendar.startOfDay(for: startDate),
                                           to: calendar.startOfDay(for: endDate)).day
        return (days ?? 0) + 1
    }

    func validated() throws(TripValidationError) -> Trip {
        if name.allSatisfy(\.isWhitespace) { throw .emptyName }
        if endDate < startDate { throw .endBeforeStart }
        if durationInDays > 365 { throw .tooLong }
        var valid = self
        valid.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return valid
    }
}
