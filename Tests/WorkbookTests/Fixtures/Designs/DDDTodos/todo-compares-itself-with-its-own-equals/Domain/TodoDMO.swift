/// A todo in the app's own words, the "domain model object": a label that is or is not
/// completed, whatever the API calls those.
struct TodoDMO: Identifiable, Equatable, Sendable {
    let id: Int
    let label: String
    let isCompleted: Bool

    /// Written out rather than synthesized: the same todo, with the same label and state.
    static func == (lhs: TodoDMO, rhs: TodoDMO) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.isCompleted == rhs.isCompleted
    }
}
