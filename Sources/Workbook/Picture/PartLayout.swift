import KataKit

/// Where each part of a graph is drawn: in rows by the intended arrows (a part above the parts
/// it may use), and where each arrow runs, bending around the boxes it would cross.
struct PartLayout: Equatable, Sendable {
    struct Box: Equatable, Sendable {
        var name: String
        var x, y, width, height: Double

        var centerX: Double { x + width / 2 }
        var centerY: Double { y + height / 2 }
    }

    /// An arrow as a quadratic curve from `start` through the pull of `control` to `end`, with
    /// its label's center.
    struct Path: Equatable, Sendable {
        var from, to: String
        var start, control, end, label: Point
    }

    struct Point: Equatable, Sendable {
        var x, y: Double
    }

    var boxes: [Box]
    var width: Double
    var height: Double

    static let boxHeight = 44.0
    static let rowGap = 70.0
    static let columnGap = 70.0
    static let margin = 30.0
    /// The width of a character of the pictures' 14 px sans-serif font, a little generous.
    static let characterWidth = 8.0

    /// Lays out the nodes of a graph in rows: a part's row is one below the lowest row of the
    /// parts with an intended arrow to it (arrows that close a cycle are not followed).
    init(_ graph: PartGraph) {
        let names = graph.nodes.map(\.name)
        let rows = Self.rows(of: names, arrows: graph.intended)
        var boxes: [Box] = []
        var rowWidths: [Double] = []
        for (row, members) in rows.enumerated() {
            var x = 0.0
            for name in members {
                let width = max(120, Double(name.count) * Self.characterWidth + 32)
                boxes.append(Box(name: name, x: x, y: Self.margin + Double(row) * (Self.boxHeight + Self.rowGap),
                                 width: width, height: Self.boxHeight))
                x += width + Self.columnGap
            }
            rowWidths.append(x - Self.columnGap)
        }
        let widest = rowWidths.max() ?? 0
        // Each row centered under the widest.
        var rowOf: [String: Int] = [:]
        for (row, members) in rows.enumerated() { for name in members { rowOf[name] = row } }
        for index in boxes.indices {
            let row = rowOf[boxes[index].name] ?? 0
            boxes[index].x += Self.margin + (widest - rowWidths[row]) / 2
        }
        self.boxes = boxes
        width = widest + 2 * Self.margin
        height = Double(rows.count) * (Self.boxHeight + Self.rowGap) - Self.rowGap + 2 * Self.margin
    }

    /// The names by row, each row in the graph's order.
    static func rows(of names: [String], arrows: [Architecture.Arrow]) -> [[String]] {
        var row: [String: Int] = Dictionary(names.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
        let forward = acyclic(arrows, order: names)
        // Longest path from the top: at most one pass per part.
        for _ in names {
            for arrow in forward {
                if let from = row[arrow.from], let to = row[arrow.to], to <= from { row[arrow.to] = from + 1 }
            }
        }
        let count = (row.values.max() ?? 0) + 1
        return (0..<count).map { index in names.filter { row[$0] == index } }.filter { !$0.isEmpty }
    }

    /// The arrows without those that close a cycle, found depth first in the parts' order.
    private static func acyclic(_ arrows: [Architecture.Arrow], order: [String]) -> [Architecture.Arrow] {
        var kept: [Architecture.Arrow] = []
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        func visit(_ name: String) {
            state[name] = 1
            for arrow in arrows where arrow.from == name {
                switch state[arrow.to] {
                case 1: continue
                case 2: kept.append(arrow)
                default:
                    kept.append(arrow)
                    visit(arrow.to)
                }
            }
            state[name] = 2
        }
        for name in order where state[name] == nil { visit(name) }
        return kept
    }

    func box(_ name: String) -> Box? { boxes.first { $0.name == name } }

    /// The paths of arrows between parts, each bent away from the boxes it would cross and from
    /// the arrow going the other way, its label moved along it off the labels placed before.
    ///
    /// - Parameter labelWidths: The width of each arrow's label, in the order of `arrows`.
    func paths(_ arrows: [(from: String, to: String)], labelWidths: [Double]) -> [Path] {
        var placedLabels: [(Point, Double)] = []
        var paths: [Path] = []
        for (index, arrow) in arrows.enumerated() {
            guard let from = box(arrow.from), let to = box(arrow.to) else { continue }
            let hasReverse = arrows.contains { $0.from == arrow.to && $0.to == arrow.from }
            let others = boxes.filter { $0.name != from.name && $0.name != to.name }
            // The least bent curve that crosses no box and keeps clear of the arrows drawn before:
            // bent by a little or a lot, or through a gap of the row it passes.
            var candidates = (hasReverse ? [28.0, 60, 90] : [0.0] + [40.0, 80, 120, 160].flatMap { [$0, -$0] })
                .map { Self.curve(from: from, to: to, bend: $0) }
            if !hasReverse && from.y != to.y { candidates += gaps(at: (from.centerY + to.centerY) / 2, leaning: to.centerX - from.centerX).map { Self.curve(from: from, to: to, through: $0) } }
            let straight = Point(x: (from.centerX + to.centerX) / 2, y: (from.centerY + to.centerY) / 2)
            var chosen: Path?
            var lowest = Double.infinity
            for path in candidates where !(from.y == to.y && path.label == straight) {
                guard !others.contains(where: { Self.crosses(path, $0) }) else { continue }
                let crowding = paths.filter { Self.runsClose(path, $0) }.count
                let cost = abs(path.label.x - straight.x) + abs(path.label.y - straight.y) + 100 * Double(crowding)
                if cost < lowest {
                    lowest = cost
                    chosen = path
                }
            }
            var path = chosen ?? Self.curve(from: from, to: to, bend: 160)
            path.from = arrow.from
            path.to = arrow.to
            let width = labelWidths.indices.contains(index) ? labelWidths[index] : 40
            for t in [0.5, 0.35, 0.65, 0.25, 0.75] {
                let point = Self.point(on: path, at: t)
                path.label = point
                if !placedLabels.contains(where: { abs($0.0.x - point.x) < ($0.1 + width) / 2 + 4 && abs($0.0.y - point.y) < 22 }) { break }
            }
            placedLabels.append((path.label, width))
            paths.append(path)
        }
        return paths
    }

    /// The middles of the gaps of the row at this height, between its boxes and beside them, a
    /// little toward the side an arrow goes (`leaning`), so that two arrows through one gap
    /// to either side do not cross there.
    private func gaps(at y: Double, leaning: Double) -> [Point] {
        let row = boxes.filter { $0.y <= y && y <= $0.y + $0.height }.sorted { $0.x < $1.x }
        guard let first = row.first, let last = row.last else { return [] }
        var points = [Point(x: first.x - Self.columnGap / 2, y: y), Point(x: last.x + last.width + Self.columnGap / 2, y: y)]
        for (left, right) in zip(row, row.dropFirst()) {
            let lean = leaning == 0 ? 0 : (leaning > 0 ? 14.0 : -14.0)
            points.append(Point(x: (left.x + left.width + right.x) / 2 + lean, y: y))
        }
        return points
    }

    /// A curve between two boxes' borders, its middle `bend` away from the straight line's.
    private static func curve(from: Box, to: Box, bend: Double) -> Path {
        let dx = to.centerX - from.centerX, dy = to.centerY - from.centerY
        let length = max(1, (dx * dx + dy * dy).squareRoot())
        // Perpendicular to the line, to the left of the direction of travel.
        let normal = Point(x: -dy / length, y: dx / length)
        let middle = Point(x: (from.centerX + to.centerX) / 2 + normal.x * bend, y: (from.centerY + to.centerY) / 2 + normal.y * bend)
        return curve(from: from, to: to, through: middle)
    }

    /// A curve between two boxes' borders that passes through `middle`.
    private static func curve(from: Box, to: Box, through middle: Point) -> Path {
        let start = border(of: from, toward: middle)
        let end = border(of: to, toward: middle)
        let control = Point(x: 2 * middle.x - (start.x + end.x) / 2, y: 2 * middle.y - (start.y + end.y) / 2)
        return Path(from: from.name, to: to.name, start: start, control: control, end: end, label: middle)
    }

    /// Whether two curves run close to each other away from their ends, where arrows meet anyway.
    private static func runsClose(_ path: Path, _ other: Path) -> Bool {
        let points = stride(from: 0.25, through: 0.75, by: 0.125).map { point(on: path, at: $0) }
        let others = stride(from: 0.1, through: 0.9, by: 0.05).map { point(on: other, at: $0) }
        return points.contains { point in others.contains { abs($0.x - point.x) < 20 && abs($0.y - point.y) < 20 } }
    }

    /// Where the line from a box's center toward a point leaves the box.
    private static func border(of box: Box, toward point: Point) -> Point {
        let dx = point.x - box.centerX, dy = point.y - box.centerY
        guard dx != 0 || dy != 0 else { return Point(x: box.centerX, y: box.y) }
        let scale = min(dx == 0 ? .infinity : (box.width / 2) / abs(dx), dy == 0 ? .infinity : (box.height / 2) / abs(dy))
        return Point(x: box.centerX + dx * scale, y: box.centerY + dy * scale)
    }

    static func point(on path: Path, at t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * path.start.x + 2 * u * t * path.control.x + t * t * path.end.x,
                     y: u * u * path.start.y + 2 * u * t * path.control.y + t * t * path.end.y)
    }

    /// Whether the curve passes through a box (with a little room around it).
    private static func crosses(_ path: Path, _ box: Box) -> Bool {
        (1..<20).contains { step in
            let point = point(on: path, at: Double(step) / 20)
            return point.x > box.x - 10 && point.x < box.x + box.width + 10 && point.y > box.y - 10 && point.y < box.y + box.height + 10
        }
    }
}
