import KataKit

/// A learner's graph of parts as Markdown with Mermaid blocks (GitHub, GitLab and most editors
/// draw them): the learner's uses, the kata's intended arrows, and each arrow a rule fails
/// because of, with the rule and its first offending line.
enum PartGraphMermaid {
    /// - Parameter title: The heading: `ddd-todos: your code (Katas/DDDTodos)`.
    /// - Parameter touched: The parts the change request touched, styled and marked "changed".
    static func make(_ graph: PartGraph, title: String, touched: Set<String> = []) -> String {
        var lines = [
            "# \(title)", "",
            "The kata's parts as the checks find them in the code, read from the compiler's index. "
                + "A number is how many uses of what one part declares are written in another; "
                + "a red arrow is one a rule fails because of.", "",
            "## The code", "",
        ]
        lines += block(graph, edges: graph.edges.map { ($0.from, $0.to, $0.isForbidden ? "\($0.uses) ✗" : "\($0.uses)", $0.isForbidden) },
                       touched: touched)
        lines += ["", "## The kata's intended arrows", ""]
        lines += block(graph, edges: graph.intended.map { ($0.from, $0.to, nil, false) })
        let forbidden = graph.edges.filter(\.isForbidden)
        lines += ["", "## Arrows a rule fails because of", ""]
        let inside = graph.rulesFailingInsideParts ?? []
        if forbidden.isEmpty && inside.isEmpty {
            lines.append("None: no rule fails because of a use between the parts.")
        } else if forbidden.isEmpty {
            lines.append("None: the rules that fail do not fail because of a use between the parts.")
        } else {
            lines += forbidden.map { edge in
                "- ✗ \(literal(edge.from)) → \(literal(edge.to))\(edge.rule.map { " breaks \"\(literal($0))\"" } ?? ""): "
                    + "\(PartGraphSVG.uses(edge.uses)), first at \(codeSpan(edge.location)) (\(codeSpan(edge.symbol)))"
            }
        }
        if !inside.isEmpty {
            lines += ["", "## Rules that fail, not because of a use between the parts", ""]
            lines += inside.map { "- ✗ \"\(literal($0))\"" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func block(_ graph: PartGraph, edges: [(from: String, to: String, label: String?, isForbidden: Bool)],
                              touched: Set<String> = []) -> [String] {
        var lines = ["```mermaid", "flowchart TB"]
        let ids = Dictionary(graph.nodes.enumerated().map { ($1.name, "p\($0)") }, uniquingKeysWith: { first, _ in first })
        for node in graph.nodes {
            let detail = (node.isExternal ? "other modules" : node.declarations == 0 ? "nothing matched" : PartGraphSVG.declarations(node.declarations))
                + (touched.contains(node.name) ? " · changed" : "")
            let id = ids[node.name] ?? "p"
            lines.append(node.isExternal ? "  \(id)([\"\(quoted(node.name))<br/><small>\(detail)</small>\"])"
                                         : "  \(id)[\"\(quoted(node.name))<br/><small>\(detail)</small>\"]")
        }
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let arrow = edge.isForbidden ? "-.->" : "-->"
            lines.append("  \(from) \(arrow)\(edge.label.map { "|\"\(quoted($0))\"|" } ?? "") \(to)")
        }
        for node in graph.nodes where touched.contains(node.name) {
            lines.append("  style \(ids[node.name] ?? "p") stroke:\(PartGraphSVG.touchedBlue),stroke-width:3px")
        }
        for (index, edge) in edges.enumerated() where edge.isForbidden {
            lines.append("  linkStyle \(index) stroke:\(PartGraphSVG.red),stroke-width:3px,color:\(PartGraphSVG.red)")
        }
        lines.append("```")
        return lines
    }

    /// Text inside a Mermaid string, which Mermaid draws as HTML: every character that could
    /// end the string, start markup or a Markdown string (a backtick) as a Mermaid entity, and
    /// control characters and line breaks as Swift escapes.
    static func quoted(_ text: String) -> String {
        var quoted = ""
        for scalar in text.escapingControlCharacters().unicodeScalars {
            switch scalar {
            case "\"", "<", ">", "&", "`", "#", "|", "[", "]", "{", "}", "(", ")": quoted += "#\(scalar.value);"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted
    }

    /// Text as a Markdown code span, whose content is never markup nor HTML: fenced by one
    /// backtick more than the longest run of backticks in it, so that none in a file or symbol
    /// name can end it early.
    static func codeSpan(_ text: String) -> String {
        let shown = text.escapingControlCharacters()
        var longest = 0, run = 0
        for character in shown {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + padding + shown + padding + fence
    }

    /// Text in Markdown, outside a code block: every character that can start markup (a
    /// backtick, `<`, `*`, `[`, `&`…) as an HTML entity, so that nothing in a file or symbol
    /// name is markup or raw HTML.
    static func literal(_ text: String) -> String {
        var literal = ""
        for scalar in text.escapingControlCharacters().unicodeScalars {
            if "\\`*_[]()<>&!#|~{}\"'$".unicodeScalars.contains(scalar) {
                literal += "&#\(scalar.value);"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        return literal
    }
}

