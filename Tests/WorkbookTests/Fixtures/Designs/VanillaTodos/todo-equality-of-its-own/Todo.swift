/// A todo, exactly as jsonplaceholder sends it and as the screen shows it.
struct Todo: Codable, Identifiable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// Two todos are equal when they show the same: the user id does not matter on screen.
    static func == (lhs: Todo, rhs: Todo) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.completed == rhs.completed
    }
}
