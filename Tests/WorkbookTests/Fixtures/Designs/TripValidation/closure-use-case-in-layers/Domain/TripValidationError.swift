import Foundation

enum TripValidationError: LocalizedError, Equatable {
    case emptyName
    case endBeforeStart
    case tooLong

    var errorDescription: String? {
        switch self {
        case .emptyName: "The trip needs a name."
        case .endBeforeStart: "The trip cannot end before it starts."
        case .tooLong: "The trip is longer than a year."
        }
    }
}
