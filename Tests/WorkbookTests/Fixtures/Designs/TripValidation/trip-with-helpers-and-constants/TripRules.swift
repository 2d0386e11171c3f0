import Foundation

/// The rules' constants and a helper, kept apart from Trip.
enum TripRules {
    static let maximumDuration = 365
    static let blank = CharacterSet.whitespacesAndNewlines
}

func isBlank(_ text: String) -> Bool {
    text.trimmingCharacters(in: TripRules.blank).isEmpty
}
