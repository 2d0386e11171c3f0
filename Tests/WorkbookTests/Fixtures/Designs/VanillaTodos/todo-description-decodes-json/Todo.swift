import Foundation

/// A todo, exactly as jsonplaceholder sends it and as the screen shows it.
struct Todo: Codable, Identifiable, Equatable, Sendable, CustomStringConvertible {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// The todo's title, as it reads back from JSON.
    var description: String {
        guard let data = try? JSONEncoder().encode(self),
              let decoded = try? JSONDecoder().decode(Todo.self, from: data) else { return title }
        return decoded.title
    }
}
