import KataKit

extension Renderer {
    /// The learner's parts after the rules of `kata run`: which part uses which and how often,
    /// the arrows a rule fails because of marked, each with the rule and its first use.
    ///
    ///     Your parts (which uses which, read from the compiler's index)
    ///       model       → client 3 · todo 1 · networking 2 ✗
    ///       client      → todo 3 · networking 12
    ///       ✗ model → networking breaks "the model leaves the network to the client": first at Katas/VanillaTodos/TodoListModel.swift:20:9 (URLSession)
    ///
    /// - Returns: nil when the kata declares no parts.
    static func architecture(_ reading: ArchitectureReader.Reading, kataID: String, isSolution: Bool = false, style: Style) -> String? {
        switch reading {
        case .none:
            return nil
        case .unavailable(let reason):
            return "\n" + style.dim("The picture of the parts could not be made: \(reason.escapingControlCharacters())")
        case .graph(let graph):
            return "\n" + partsText(graph, isSolution: isSolution, style: style) + "\n"
                + style.dim("  Picture beside the intended arrows: ")
                + style.cyan("swift run kata graph \(kataID)\(isSolution ? " --solution" : "")")
        }
    }

    /// The graph's lines, without the heading's blank line or the footer.
    static func partsText(_ graph: PartGraph, isSolution: Bool = false, style: Style) -> String {
        var lines = [style.bold(isSolution ? "The solution's parts" : "Your parts") + style.dim(" (which uses which, read from the compiler's index)")]
        let width = graph.nodes.map(\.name.count).max() ?? 0
        for node in graph.nodes {
            let name = node.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let uses = graph.edges.filter { $0.from == node.name }
            let text: String
            if node.isExternal {
                text = style.dim("(other modules' code)")
            } else if node.declarations == 0 {
                text = style.yellow("nothing of your code is in this part")
            } else if uses.isEmpty {
                text = style.dim("uses no other part")
            } else {
                text = "→ " + uses.map { edge in
                    let label = "\(edge.to) \(edge.uses)"
                    return edge.isForbidden ? style.red("\(label) ✗") : label
                }.joined(separator: " · ")
            }
            lines.append("  \(name)  \(text)")
        }
        for edge in graph.edges where edge.isForbidden {
            let place = "\(edge.location) (\(edge.symbol))".escapingControlCharacters()
            let reason = edge.rule.map { "breaks \"\($0.escapingControlCharacters())\"" } ?? "is not an intended arrow"
            lines.append(style.red("  ✗ \(edge.from) → \(edge.to) \(reason)") + ": first at \(place)")
        }
        for rule in graph.rulesFailingInsideParts ?? [] {
            lines.append(style.red("  ✗ \"\(rule.escapingControlCharacters())\" fails") + style.dim(", not because of a use between your parts"))
        }
        return lines.joined(separator: "\n")
    }
}

extension Renderer {
    /// Where `kata graph` wrote the picture.
    static func pictureWritten(svg: String, markdown: String, style: Style) -> String {
        "Wrote \(style.bold(svg)) (open it in a browser) and \(style.bold(markdown)) (Mermaid, for Markdown)."
    }
}
