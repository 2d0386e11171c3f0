/// A footprint's figures, one row each, as the terminal, `kata compare --change --markdown` and
/// the lessons show them.
extension ChangeFootprint {
    static let figures: [(label: String, value: @Sendable (ChangeFootprint) -> String)] = [
        ("files added / changed / removed", { "\($0.filesAdded.count) / \($0.filesChanged.count) / \($0.filesRemoved.count)" }),
        ("lines added / removed", { "+\($0.linesAdded) / -\($0.linesRemoved)" }),
        ("declarations added", { "\($0.declarationsAdded.count)" }),
        ("declarations changed", { "\($0.declarationsChanged.count)" }),
        ("declarations removed", { "\($0.declarationsRemoved.count)" }),
        ("parts touched", { $0.partsTouched.isEmpty ? "none" : $0.partsTouched.joined(separator: ", ") }),
        ("only new code added", { $0.onlyNewCodeAdded ? "yes" : "no: existing code changed" }),
    ]

    /// A Markdown table with one column per footprint (nil: "not measured"), for lessons and slides.
    static func markdown(_ columns: [(heading: String, footprint: ChangeFootprint?)]) -> String {
        func cell(_ text: String) -> String {
            text.escapingControlCharacters().replacingOccurrences(of: "|", with: "\\|")
        }
        var lines = ["| what the change cost | " + columns.map { cell($0.heading) }.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: columns.count)]
        for figure in figures {
            lines.append("| \(figure.label) | " + columns.map { cell($0.footprint.map(figure.value) ?? "not measured") }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
