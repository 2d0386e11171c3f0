import KataKit

/// A learner's graph of parts as Markdown with Mermaid blocks (GitHub, GitLab and most editors
/// draw them): the learner's uses, the kata's intended arrows, and each arrow a rule fails
/// because of, with the rule and its first offending line.
enum PartGraphMermaid {
    /// - Parameter title: The heading: `ddd-todos: your code (Katas/DDDTodos)`.
    static func make(_ graph: PartGraph, title: String) -> String {
        var lines = [
            "# \(title)", "",
            "The kata's parts as the checks find them in the code, read from the compiler's index. "
                + "A number is how many uses of what one part declares are written in another; "
                + "a red arrow is one a rule fails because of.", "",
            "## The code", "",
        ]
        lines += block(graph, edges: graph.edges.map { ($0.from, $0.to, $0.isForbidden ? "\($0.uses) ✗" : "\($0.uses)", $0.isForbidden) })
        lines += ["", "## The kata's intended arrows", ""]
        lines += block(graph, edges: graph.intended.map { ($0.from, $0.to, nil, false) })
        let forbidden = graph.edges.filter(\.isForbidden)
        lines += ["", "## Arrows a rule fails because of", ""]
        if forbidden.isEmpty {
            lines.append("None: no rule fails because of a use between the parts.")
        } else {
            lines += forbidden.map { "- ✗ \($0.from) → \($0.to)\(PartGraphSVG.breaks($0)): \(PartGraphSVG.uses($0.uses)), first at `\($0.location)` (`\($0.symbol)`)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func block(_ graph: PartGraph, edges: [(from: String, to: String, label: String?, isForbidden: Bool)]) -> [String] {
        var lines = ["```mermaid", "flowchart TB"]
        let ids = Dictionary(graph.nodes.enumerated().map { ($1.name, "p\($0)") }, uniquingKeysWith: { first, _ in first })
        for node in graph.nodes {
            let detail = node.isExternal ? "other modules" : node.declarations == 0 ? "nothing matched" : PartGraphSVG.declarations(node.declarations)
            let id = ids[node.name] ?? "p"
            lines.append(node.isExternal ? "  \(id)([\"\(quoted(node.name))<br/><small>\(detail)</small>\"])"
                                         : "  \(id)[\"\(quoted(node.name))<br/><small>\(detail)</small>\"]")
        }
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let arrow = edge.isForbidden ? "-.->" : "-->"
            lines.append("  \(from) \(arrow)\(edge.label.map { "|\"\(quoted($0))\"|" } ?? "") \(to)")
        }
        for (index, edge) in edges.enumerated() where edge.isForbidden {
            lines.append("  linkStyle \(index) stroke:\(PartGraphSVG.red),stroke-width:3px,color:\(PartGraphSVG.red)")
        }
        lines.append("```")
        return lines
    }

    /// Text inside a Mermaid string: its quotes as entities.
    private static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
    }
}
