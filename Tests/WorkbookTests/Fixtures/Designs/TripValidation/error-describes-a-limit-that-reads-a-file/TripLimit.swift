import Foundation

/// The longest trip, as the user reads it.
struct TripLimit: CustomStringConvertible {
    var description: String {
        (try? String(contentsOfFile: "/etc/trip-limit", encoding: .utf8)) ?? "\(Trip.maximumDuration)"
    }
}
