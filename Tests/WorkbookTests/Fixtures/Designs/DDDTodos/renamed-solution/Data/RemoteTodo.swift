/// A todo exactly as jsonplaceholder sends it: the "data transfer object".
struct RemoteTodo: Codable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// The same todo in the domain's words.
    func toDomainModelObject() -> TodoEntry {
        TodoEntry(id: id, label: title, isCompleted: completed)
    }
}
