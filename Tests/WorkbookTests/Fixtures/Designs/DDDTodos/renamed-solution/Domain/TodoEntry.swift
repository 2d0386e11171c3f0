/// A todo in the app's own words, the "domain model object": a label that is or is not
/// completed, whatever the API calls those.
struct TodoEntry: Identifiable, Equatable, Sendable {
    let id: Int
    let label: String
    let isCompleted: Bool
}
