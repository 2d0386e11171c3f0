import Foundation

/// A todo in the app's own words, the "domain model object": a label that is or is not
/// completed, whatever the API calls those.
struct TodoDMO: Identifiable, Equatable, Codable, Sendable {
    let id: Int
    let label: String
    let isCompleted: Bool

    /// Two todos are equal when they encode to the same JSON: whatever fields come later.
    static func == (lhs: TodoDMO, rhs: TodoDMO) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let left = try? encoder.encode(lhs), let right = try? encoder.encode(rhs) else { return false }
        let decoder = JSONDecoder()
        return (try? decoder.decode(TodoDMO.self, from: left)).map { _ in left == right } ?? false
    }
}
