import Foundation

/// A todo in the app's own words, the "domain model object": a label that is or is not
/// completed, whatever the API calls those.
struct TodoDMO: Identifiable, Equatable, Sendable {
    let id: Int
    let label: String
    let isCompleted: Bool
    /// When the app first saw this todo.
    var seen = Date(timeIntervalSince1970: 0)

    static let maximumLabelLength = 200

    static func == (lhs: TodoDMO, rhs: TodoDMO) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.isCompleted == rhs.isCompleted
    }
}
