/// A todo exactly as jsonplaceholder sends it: the "data transfer object".
struct TodoDTO: Codable, Equatable, Sendable {
    let userId: Int
    let id: Int
    let title: String
    let completed: Bool

    /// The same todo in the domain's words.
    func toDomainModelObject() -> TodoDMO {
        fatalError("TODO: the title becomes the label, completed becomes isCompleted")
    }
}
