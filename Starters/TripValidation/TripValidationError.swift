import Foundation

/// A rule that a trip breaks, with a description fit to show to the user.
enum TripValidationError: LocalizedError, Equatable {
    case emptyName
    case endBeforeStart
    case tooLong

    var errorDescription: String? {
        // TODO: a sentence per case that tells the user what to fix.
        nil
    }
}
