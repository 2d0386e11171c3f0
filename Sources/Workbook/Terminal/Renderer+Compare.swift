extension Renderer {
    /// `kata compare`: a plain table, numbers right-aligned.
    static func comparison(_ comparison: Comparison, style: Style) -> String {
        // With --mine, a row's name holds the learner's folder names.
        let names = comparison.rows.map { $0.name.escapingControlCharacters() }
        let width = max(4, names.map(\.count).max() ?? 0) + 2
        let headers = ["files", "lines", "types", "protocols", "messages"]
        var lines = [style.bold(pad("code", width) + headers.map { leftPad($0, 10) }.joined())]
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
