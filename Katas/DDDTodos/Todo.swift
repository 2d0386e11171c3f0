/// A todo, exactly as jsonplaceholder sends it and as the screen shows it: one type is enough.
struct Todo: Codable, Identifiable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool
}
