import Foundation

/// A todo in the app's own words, read straight from the server's JSON.
struct TodoDMO: Identifiable, Equatable, Sendable, Decodable {
    let id: Int
    let label: String
    let isCompleted: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case label = "title"
        case isCompleted = "completed"
    }

    /// The todos in a response body.
    static func list(from data: Data) throws -> [TodoDMO] {
        try JSONDecoder().decode([TodoDMO].self, from: data)
    }
}
