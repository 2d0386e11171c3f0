import Foundation

/// A kata's lesson (`Katas/<Module>/README.md`), read as its sections and the rules it lists.
struct Lesson: Equatable, Sendable {
    var text: String

    /// The level-2 headings, in order, without `## `.
    var headings: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("## ") }
            .map { String($0.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
    }

    /// The text of the section under this heading, up to the next heading of its level.
    func section(_ heading: String) -> String? {
        guard let range = text.range(of: "\n## " + heading + "\n") ?? (text.hasPrefix("## " + heading + "\n")
            ? text.range(of: "## " + heading + "\n") : nil) else { return nil }
        let rest = text[range.upperBound...]
        let end = rest.range(of: "\n## ").map(\.lowerBound) ?? text.endIndex
        return String(text[range.upperBound..<end])
    }

    /// The text outside the section under this heading.
    func outside(_ heading: String) -> String {
        guard let range = text.range(of: "\n## " + heading + "\n") else { return text }
        let rest = text[range.upperBound...]
        let end = rest.range(of: "\n## ").map(\.lowerBound) ?? text.endIndex
        return String(text[..<range.lowerBound]) + String(text[end...])
    }

    /// The rules listed under ``KataContract/rulesHeading``, normalized (see ``normalized(_:)``).
    var listedRules: [String] {
        section(KataContract.rulesHeading).map(Lesson.listedRules(in:)) ?? []
    }

    /// The bold text that opens each item of a list: `1. **Rule.**` or `- **Rule.**`, the bold
    /// text possibly running on over the item's next lines.
    static func listedRules(in section: String) -> [String] {
        var items: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            var text = line.drop { $0 == " " }
            if text.hasPrefix("- ") {
                items.append(String(text.dropFirst(2)))
            } else if let dot = text.firstIndex(of: "."), !text[..<dot].isEmpty, text[..<dot].allSatisfy(\.isNumber) {
                text = text[text.index(after: dot)...].drop { $0 == " " }
                items.append(String(text))
            } else if line.hasPrefix(" "), !text.isEmpty, let last = items.popLast() {
                items.append(last + " " + text)
            } else if text.isEmpty, !items.isEmpty {
                items.append("")
            }
        }
        return items.compactMap { item -> String? in
            guard item.hasPrefix("**"), let close = item.dropFirst(2).range(of: "**") else { return nil }
            return normalized(String(item.dropFirst(2)[..<close.lowerBound]))
        }
    }

    /// A rule's name as lessons and `kata run` are compared: without backticks, a final full
    /// stop and case.
    static func normalized(_ name: String) -> String {
        var text = name.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        return text.lowercased()
    }
}
