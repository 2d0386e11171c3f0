import Foundation

/// A rule that a trip breaks, with a description fit to show to the user.
enum TripValidationError: LocalizedError, Equatable {
    case emptyName
    case endBeforeStart
    case tooLong

    var errorDescription: String? {
        switch self {
        case .emptyName: "Give the trip a name."
        case .endBeforeStart: "The trip must end on or after the day it starts."
        case .tooLong: "A trip can last at most \(TripLimit()) days."
        }
    }
}
