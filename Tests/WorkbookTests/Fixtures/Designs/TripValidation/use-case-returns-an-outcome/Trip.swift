import Foundation

struct Trip: Equatable, Sendable {
    let id: String
    var name: String
    var startDate: Date
    var endDate: Date
    var calendar: Calendar

    init(id: String = UUID().uuidString, name: String, startDate: Date, endDate: Date, calendar: Calendar = .current) {
        self.id = id
        self.name = name
        self.startDate = startDate
        self.endDate = endDate
        self.calendar = calendar
    }

    var durationInDays: Int {
        let first = calendar.dateComponents([.year, .month, .day], from: startDate)
        let last = calendar.dateComponents([.year, .month, .day], from: endDate)
        return (calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1
    }

    func validated() throws(TripValidationError) -> Trip {
        switch self {
        case _ where name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty: throw .emptyName
        case _ where endDate < startDate: throw .endBeforeStart
        case _ where durationInDays > 365: throw .tooLong
        default:
            var valid = self
            valid.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
            return valid
        }
    }
}

enum TripValidationError: LocalizedError, Equatable {
    case emptyName, endBeforeStart, tooLong

    var errorDescription: String? {
        switch self {
        case .emptyName: "Name the trip."
        case .endBeforeStart: "Pick an end date on or after the start date."
        case .tooLong: "Keep the trip to 365 days or fewer."
        }
    }
}

protocol TripRepository: Sendable {
    func save(_ trip: Trip) async throws
}
