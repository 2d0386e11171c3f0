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
