/// A todo: what the app talks about, whatever the server calls it.
struct Todo: Codable, Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
    let completed: Bool
}
