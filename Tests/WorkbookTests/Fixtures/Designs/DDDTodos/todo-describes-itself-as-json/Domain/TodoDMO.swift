import Foundation

/// A todo in the app's own words, the "domain model object": a label that is or is not
/// completed, whatever the API calls those.
struct TodoDMO: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let label: String
    let isCompleted: Bool

    /// The todo as JSON, for the logs: reached by string interpolation.
    var description: String {
        let object: [String: Any] = ["id": id, "label": label, "isCompleted": isCompleted]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "todo \(id)" }
        return String(decoding: data, as: UTF8.self)
    }
}
