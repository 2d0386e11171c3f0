/// A todo in the app's words.
struct TodoItem: Identifiable, Equatable, Sendable {
    let id: Int
    let label: String
    let isDone: Bool
}
