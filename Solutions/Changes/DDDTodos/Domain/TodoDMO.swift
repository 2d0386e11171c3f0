import Foundation

/// A todo in the app's own words, the "domain model object": a label that is or is not
/// completed, whatever the API calls those, and when it is due.
struct TodoDMO: Identifiable, Equatable, Sendable {
    let id: Int
    let label: String
    let isCompleted: Bool
    var dueDate: Date? = nil

    /// The business rule: a todo is late when it is not done and was due before `today`.
    func isOverdue(on today: Date) -> Bool {
        guard let dueDate, !isCompleted else { return false }
        return dueDate < today
    }
}
