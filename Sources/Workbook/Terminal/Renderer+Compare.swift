extension Renderer {
    /// `kata compare`: a plain table, numbers right-aligned, that says whose code it measured.
    static func comparison(_ comparison: Comparison, style: Style) -> String {
        let subject = comparison.measuresSolutions ? "reference solution" : "your code"
        // With --mine, a row's name holds the learner's folder names.
        let names = comparison.rows.map { $0.name.escapingControlCharacters() }
        let width = max(subject.count, names.map(\.count).max() ?? 0) + 2
        let headers = ["files", "lines", "types", "protocols", "messages"]
        var lines = [
            comparison.measuresSolutions
                ? "The reference solutions (Solutions/), measured now. Your code instead: add --mine."
                : "Your code (Katas/), measured now. The reference solutions instead: leave out --mine.",
            "",
            style.bold(pad(subject, width) + headers.map { leftPad($0, 10) }.joined()),
        ]
        for (row, name) in zip(comparison.rows, names) {
            let size = row.size
            let numbers = [size.files, size.lines, size.types, size.protocols, size.messageCases]
            lines.append(pad(name, width) + numbers.map { leftPad(String($0), 10) }.joined())
        }
        lines.append(style.dim("lines: neither blank nor only comments; messages: cases of Input/Feedback/Output/Action/Message/Event enums"))
        return lines.joined(separator: "\n")
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
