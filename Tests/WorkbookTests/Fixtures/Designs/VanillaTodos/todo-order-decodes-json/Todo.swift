import Foundation

/// A todo, exactly as jsonplaceholder sends it and as the screen shows it.
struct Todo: Codable, Identifiable, Equatable, Comparable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// Todos are ordered by id, as the server numbered them once it is read back from JSON.
    static func < (lhs: Todo, rhs: Todo) -> Bool {
        let decoder = JSONDecoder()
        guard let left = try? decoder.decode(Todo.self, from: JSONEncoder().encode(lhs)),
              let right = try? decoder.decode(Todo.self, from: JSONEncoder().encode(rhs)) else { return false }
        return left.id < right.id
    }
}
