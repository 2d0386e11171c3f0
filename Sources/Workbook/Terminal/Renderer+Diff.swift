extension Renderer {
    /// A unified diff, coloured: removals red, additions green, hunk headers cyan.
    static func diff(_ lines: [String], style: Style) -> String {
        lines.map { line in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return style.bold(line) }
            if line.hasPrefix("@@") { return style.cyan(line) }
            if line.hasPrefix("-") { return style.red(line) }
            if line.hasPrefix("+") { return style.green(line) }
            return line
        }.joined(separator: "\n")
    }
}

extension Renderer {
    /// One row of `solution --side-by-side`: the mark between the columns coloured.
    static func sideBySideRow(_ row: String, style: Style, column: Int) -> String {
        let characters = Array(row)
        guard characters.count > column + 1 else { return row }
        let mark = characters[column + 1]
        let coloured: String
        switch mark {
        case "|": coloured = style.yellow("|")
        case "<": coloured = style.red("<")
        case ">": coloured = style.green(">")
        default: return row
        }
        return String(characters[..<(column + 1)]) + coloured + String(characters[(column + 2)...])
    }
}
