/// A line of the code under test that a failed check points at.
struct CodeLocation: Codable, Equatable, Sendable {
    /// Relative to the package root: `Katas/Mixed/Mixed.swift`.
    var file: String
    var line: Int
    /// The declaration the failing assertion exercises, when that is how the line was found.
    var symbol: String?
}
