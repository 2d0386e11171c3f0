import Foundation

/// A todo, exactly as jsonplaceholder sends it and as the screen shows it.
struct Todo: Codable, Identifiable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// Two todos are equal when they read back the same from JSON: the decoding the model
    /// needs, done where the model's rule does not look.
    static func == (lhs: Todo, rhs: Todo) -> Bool {
        let decoder = JSONDecoder()
        guard let left = try? decoder.decode(Todo.self, from: JSONEncoder().encode(lhs)),
              let right = try? decoder.decode(Todo.self, from: JSONEncoder().encode(rhs)) else { return false }
        return left.userId == right.userId && left.id == right.id && left.title == right.title && left.completed == right.completed
    }
}
