import Foundation

/// A rule that a trip breaks, with a description fit to show to the user.
enum TripValidationError: LocalizedError, Equatable {
    case emptyName
    case endBeforeStart
    case tooLong
    case startsTooFarAhead

    var errorDescription: String? {
        switch self {
        case .emptyName: "Give the trip a name."
        case .endBeforeStart: "The trip must end on or after the day it starts."
        case .tooLong: "A trip can last at most \(Trip.maximumDuration) days."
        case .startsTooFarAhead: "A trip can start at most a year from today."
        }
    }
}
