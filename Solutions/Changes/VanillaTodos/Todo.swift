import Foundation

/// A todo, exactly as jsonplaceholder sends it and as the screen shows it: one type is enough.
struct Todo: Codable, Identifiable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool
    /// When it should be done, if the server says (`"dueDate"`, an ISO 8601 moment).
    var dueDate: Date? = nil

    /// Whether it is late: not done, and due before `today`.
    func isOverdue(on today: Date) -> Bool {
        guard let dueDate, !completed else { return false }
        return dueDate < today
    }
}
