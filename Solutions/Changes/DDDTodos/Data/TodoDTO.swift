import Foundation

/// A todo exactly as jsonplaceholder sends it: the "data transfer object".
struct TodoDTO: Codable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool
    /// `"dueDate"`, an ISO 8601 moment, when the server sends one.
    var dueDate: Date? = nil

    /// The same todo in the domain's words.
    func toDomainModelObject() -> TodoDMO {
        TodoDMO(id: id, label: title, isCompleted: completed, dueDate: dueDate)
    }
}
