/// A todo exactly as jsonplaceholder sends it: the "data transfer object".
struct TodoDTO: Codable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// The same todo in the domain's words.
    func toDomainModelObject() -> TodoDMO {
        TodoDMO(id: id, label: title, isCompleted: completed)
    }

    /// The row this todo makes, for previews of the list.
    var row: TodoRow {
        TodoRow(title: title, isDone: completed)
    }
}
