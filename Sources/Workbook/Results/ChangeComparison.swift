import Foundation

/// `kata compare --change --json`: per kata, the change's title and the two footprints.
struct ChangeComparison: Codable, Equatable, Sendable {
    struct Entry: Codable, Equatable, Sendable {
        var id: String
        /// nil for a kata without a change request.
        var title: String?
        var yours: ChangeFootprint?
        var reference: ChangeFootprint?
    }

    var katas: [Entry]

    func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
