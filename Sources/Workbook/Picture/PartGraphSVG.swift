import KataKit

/// A self-contained SVG of a learner's graph of parts beside the kata's intended arrows: no
/// script, no stylesheet or font to fetch, readable in any browser or image viewer.
///
/// Left, the intended arrows; right, the learner's uses with their counts, those a rule fails
/// because of in red; below, each of those with the rule and its first offending line.
enum PartGraphSVG {
    static let red = "#c62828"
    static let ink = "#1f2937"
    static let arrowInk = "#475569"
    static let faint = "#94a3b8"
    static let font = "Helvetica, Arial, sans-serif"

    /// - Parameters:
    ///   - title: The first line: `ddd-todos: your code (Katas/DDDTodos)`.
    /// - Parameter touched: The parts the change request touched (`kata graph` after the second
    ///   act passed): drawn with a blue outline and "changed".
    static func make(_ graph: PartGraph, title: String, touched: Set<String> = []) -> String {
        let layout = PartLayout(graph)
        let top = 70.0
        let panelGap = 40.0
        let intended = graph.intended.map { (from: $0.from, to: $0.to) }
        let intendedPaths = layout.paths(intended, labelWidths: intended.map { _ in 0 })
        let mine = graph.edges.map { (from: $0.from, to: $0.to) }
        let labels = graph.edges.map { $0.isForbidden ? "\($0.uses) ✗" : "\($0.uses)" }
        let minePaths = layout.paths(mine, labelWidths: labels.map(labelWidth))
        // Arrows that bend around the boxes may reach past them: each panel holds its arrows too.
        let bounds = extent(intendedPaths, labels: [], layout: layout).union(extent(minePaths, labels: labels, layout: layout))
        let panelWidth = bounds.maxX - bounds.minX
        let forbidden = graph.edges.filter(\.isForbidden)
        let notes = forbidden.map { "✗ \($0.from) → \($0.to)\(breaks($0)): \(uses($0.uses)), first at \($0.location) (\($0.symbol))" }
            + insideParts(graph)
            + (forbidden.isEmpty && (graph.rulesFailingInsideParts ?? []).isEmpty ? ["✓ No rule fails because of a use between your parts."] : [])
        let legend = "Boxes are the kata's parts as the checks find them in your code; a number is how many uses of what one part declares are written in another."
        let textWidth = (notes + [legend, title]).map { Double($0.count) * 7.2 + 60 }.max() ?? 0
        let panelsWidth = 2 * panelWidth + panelGap
        let width = max(panelsWidth, textWidth)
        let left = (width - panelsWidth) / 2 - bounds.minX
        let right = left + panelWidth + panelGap
        let panelsBottom = top + 30 + max(layout.height, bounds.maxY)
        let notesTop = panelsBottom + 20
        let height = notesTop + Double(notes.count) * 22 + 40
        let divider = (width - panelsWidth) / 2 + panelWidth + panelGap / 2

        var svg = [
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(number(width))" height="\##(number(height))" viewBox="0 0 \##(number(width)) \##(number(height))" font-family="\##(font)">"##,
            "<title>\(escaped(title))</title>",
            "<defs>",
            marker("arrow", color: arrowInk), marker("arrow-red", color: red), marker("arrow-faint", color: faint),
            "</defs>",
            ##"<rect x="0" y="0" width="\##(number(width))" height="\##(number(height))" fill="#ffffff"/>"##,
            text(escaped(title), x: 24, y: 34, size: 20, weight: "bold"),
            panelHeading("The kata's intended arrows", x: left + layout.width / 2, y: top),
            panelHeading("Your code", x: right + layout.width / 2, y: top),
            ##"<line x1="\##(number(divider))" y1="\##(number(top - 14))" x2="\##(number(divider))" y2="\##(number(panelsBottom))" stroke="#e2e8f0" stroke-width="1"/>"##,
        ]
        svg += arrows(intendedPaths, labels: nil, forbidden: [], dx: left, dy: top + 30, marker: "arrow-faint", color: faint)
        svg += boxes(layout, graph, dx: left, dy: top + 30, touched: touched)
        svg += arrows(minePaths, labels: labels, forbidden: graph.edges.map(\.isForbidden),
                      dx: right, dy: top + 30, marker: "arrow", color: arrowInk)
        svg += boxes(layout, graph, dx: right, dy: top + 30)
        for (index, note) in notes.enumerated() {
            svg.append(text(escaped(note), x: 24, y: notesTop + Double(index) * 22, size: 14,
                            color: forbidden.isEmpty ? "#2e7d32" : red))
        }
        svg.append(text(escaped(legend), x: 24, y: height - 16, size: 12, color: "#64748b"))
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// ` breaks "the rule"`, or "" for an arrow that is red because no intended arrow allows it.
    /// The outline of a part the change request touched.
    static let touchedBlue = "#2563eb"

    static func breaks(_ edge: PartGraph.Edge) -> String {
        edge.rule.map { " breaks \"\($0)\"" } ?? ""
    }

    private static func boxes(_ layout: PartLayout, _ graph: PartGraph, dx: Double, dy: Double, touched: Set<String> = []) -> [String] {
        layout.boxes.flatMap { box -> [String] in
            let node = graph.nodes.first { $0.name == box.name }
            let isEmpty = node.map { !$0.isExternal && $0.declarations == 0 } ?? true
            let isTouched = touched.contains(box.name)
            let detail = (node.map { node in
                node.isExternal ? "other modules" : node.declarations == 0 ? "nothing matched" : declarations(node.declarations)
            } ?? "") + (isTouched ? " · changed" : "")
            let stroke = isTouched ? touchedBlue : isEmpty ? "#d97706" : "#475569"
            let fill = node?.isExternal == true ? "#ffffff" : isEmpty ? "#fff7e6" : "#eef2f8"
            let dash = node?.isExternal == true ? #" stroke-dasharray="5 4""# : ""
            return [
                ##"<rect x="\##(number(box.x + dx))" y="\##(number(box.y + dy))" width="\##(number(box.width))" height="\##(number(box.height))" rx="8" fill="\##(fill)" stroke="\##(stroke)" stroke-width="\##(isTouched ? "3" : "1.5")"\##(dash)/>"##,
                text(escaped(box.name), x: box.centerX + dx, y: box.y + dy + 20, size: 14, weight: "bold", anchor: "middle"),
                text(escaped(detail), x: box.centerX + dx, y: box.y + dy + 36, size: 11, color: isEmpty ? "#b45309" : "#64748b", anchor: "middle"),
            ]
        }
    }

    private static func arrows(_ paths: [PartLayout.Path], labels: [String]?, forbidden: [Bool],
                               dx: Double, dy: Double, marker: String, color: String) -> [String] {
        var lines: [String] = []
        for (index, path) in paths.enumerated() {
            let isForbidden = forbidden.indices.contains(index) && forbidden[index]
            let stroke = isForbidden ? red : color
            let markerID = isForbidden ? "arrow-red" : marker
            let d = "M \(number(path.start.x + dx)) \(number(path.start.y + dy)) Q \(number(path.control.x + dx)) \(number(path.control.y + dy)) \(number(path.end.x + dx)) \(number(path.end.y + dy))"
            lines.append(##"<path d="\##(d)" fill="none" stroke="\##(stroke)" stroke-width="\##(isForbidden ? "2.5" : "1.6")"\##(isForbidden ? #" stroke-dasharray="7 4""# : "") marker-end="url(#\##(markerID))"/>"##)
        }
        // Labels after every path, so that no arrow is drawn over a label.
        for (index, path) in paths.enumerated() {
            guard let labels, labels.indices.contains(index) else { continue }
            let isForbidden = forbidden.indices.contains(index) && forbidden[index]
            let width = labelWidth(labels[index])
            lines.append(##"<rect x="\##(number(path.label.x + dx - width / 2))" y="\##(number(path.label.y + dy - 10))" width="\##(number(width))" height="20" rx="10" fill="\##(isForbidden ? "#fdecea" : "#ffffff")" stroke="\##(isForbidden ? red : "#cbd5e1")"/>"##)
            lines.append(text(escaped(labels[index]), x: path.label.x + dx, y: path.label.y + dy + 5, size: 12, weight: "bold",
                              color: isForbidden ? red : ink, anchor: "middle"))
        }
        return lines
    }

    /// The horizontal span and the bottom of a panel's boxes, arrows and labels, in the layout's coordinates.
    private struct Extent {
        var minX, maxX, maxY: Double

        func union(_ other: Extent) -> Extent {
            Extent(minX: min(minX, other.minX), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }
    }

    private static func extent(_ paths: [PartLayout.Path], labels: [String], layout: PartLayout) -> Extent {
        var extent = Extent(minX: 0, maxX: layout.width, maxY: layout.height)
        for (index, path) in paths.enumerated() {
            for step in 0...20 {
                let point = PartLayout.point(on: path, at: Double(step) / 20)
                extent = extent.union(Extent(minX: point.x - PartLayout.margin, maxX: point.x + PartLayout.margin, maxY: point.y + 20))
            }
            if labels.indices.contains(index) {
                let half = labelWidth(labels[index]) / 2 + 10
                extent = extent.union(Extent(minX: path.label.x - half, maxX: path.label.x + half, maxY: path.label.y + 20))
            }
        }
        return extent
    }

    private static func labelWidth(_ label: String) -> Double { Double(label.count) * 8 + 14 }

    private static func marker(_ id: String, color: String) -> String {
        ##"<marker id="\##(id)" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="\##(color)"/></marker>"##
    }

    private static func panelHeading(_ heading: String, x: Double, y: Double) -> String {
        text(escaped(heading), x: x, y: y, size: 15, weight: "bold", color: "#334155", anchor: "middle")
    }

    private static func text(_ content: String, x: Double, y: Double, size: Int, weight: String = "normal",
                             color: String = ink, anchor: String = "start") -> String {
        ##"<text x="\##(number(x))" y="\##(number(y))" font-size="\##(size)" font-weight="\##(weight)" fill="\##(color)" text-anchor="\##(anchor)">\##(content)</text>"##
    }

    static func declarations(_ count: Int) -> String { count == 1 ? "1 declaration" : "\(count) declarations" }

    static func uses(_ count: Int) -> String { count == 1 ? "1 use" : "\(count) uses" }

    /// A line for each failing rule that no red arrow names (it fails inside one part, or in code of none).
    static func insideParts(_ graph: PartGraph) -> [String] {
        (graph.rulesFailingInsideParts ?? []).map { "✗ \"\($0)\" fails, not because of a use between your parts" }
    }

    /// `12.5`, `40`: no exponent, no long fractions.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Text safe inside an element or an attribute.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
