/// One message of the compiler about the package's code, with the lines it quotes.
struct Diagnostic: Equatable, Sendable {
    enum Severity: String, Sendable {
        case error, warning, note
    }

    /// The path relative to the package root: `Katas/TripValidation/Trip.swift`.
    var file: String
    var line: Int
    var column: Int
    var severity: Severity
    var message: String
    /// The source excerpt the compiler printed under the message, if any.
    var excerpt: [String] = []
}
