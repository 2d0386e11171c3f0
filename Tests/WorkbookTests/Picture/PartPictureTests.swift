import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KataKit
@testable import Workbook
import XCTest

/// The writers of the picture of a learner's parts: the layout, the SVG, the Mermaid block and
/// the text `kata run` shows.
final class PartPictureTests: XCTestCase {
    /// ddd-todos' parts with a screen that reaches into Data/, and a domain that decodes JSON.
    static let wrongLayers = PartGraph(
        nodes: [
            .init(name: "composition root", declarations: 1), .init(name: "Presentation", declarations: 16),
            .init(name: "Domain", declarations: 25), .init(name: "Data", declarations: 15),
            .init(name: "networking", declarations: 0, isExternal: true),
        ],
        intended: [
            .init("Data", to: "Domain"), .init("Data", to: "networking"), .init("Presentation", to: "Domain"),
            .init("composition root", to: "Data"), .init("composition root", to: "Domain"),
            .init("composition root", to: "Presentation"), .init("composition root", to: "networking"),
        ],
        edges: [
            edge("composition root", "Presentation", 6), edge("composition root", "Domain", 2),
            edge("composition root", "Data", 4), edge("composition root", "networking", 2),
            edge("Presentation", "Domain", 8),
            edge("Presentation", "Data", 4, forbidden: true, at: "Katas/DDDTodos/Presentation/TodoListViewModel+App.swift", 5, "TodoRepositoryImplementation",
                 rule: "Presentation/ uses nothing from Data/"),
            edge("Domain", "networking", 3, forbidden: true, at: "Katas/DDDTodos/Domain/TodoDMO.swift", 17, "JSONDecoder"),
            edge("Data", "Domain", 8), edge("Data", "networking", 9),
        ])

    static func edge(_ from: String, _ to: String, _ uses: Int, forbidden: Bool = false,
                     at file: String = "Katas/X/File.swift", _ line: Int = 1, _ symbol: String = "Thing",
                     rule: String? = nil) -> PartGraph.Edge {
        PartGraph.Edge(from: from, to: to, uses: uses, isForbidden: forbidden, file: file, line: line, column: 25, symbol: symbol,
                       rule: rule)
    }

    /// After the second act, the parts the change touched are outlined and marked, in both pictures.
    func testThePartsTheChangeTouchedAreMarked() {
        let graph = Self.wrongLayers
        let touched = graph.nodes[1].name
        let svg = PartGraphSVG.make(graph, title: "t", touched: [touched])
        XCTAssertEqual(svg.components(separatedBy: "stroke=\"\(PartGraphSVG.touchedBlue)\" stroke-width=\"3\"").count - 1, 1, svg)
        XCTAssertEqual(svg.components(separatedBy: " · changed</text>").count - 1, 1, svg)
        XCTAssertFalse(PartGraphSVG.make(graph, title: "t").contains(" · changed"))
        let mermaid = PartGraphMermaid.make(graph, title: "t", touched: [touched])
        XCTAssertTrue(mermaid.contains("  style p1 stroke:\(PartGraphSVG.touchedBlue),stroke-width:3px"), mermaid)
        XCTAssertTrue(mermaid.contains("p1[\"\(touched)<br/><small>"), mermaid)
        XCTAssertTrue(mermaid.contains(" · changed</small>"), mermaid)
    }

    func testRowsPutEachPartBelowThePartsThatMayUseIt() {
        let arrows: [Architecture.Arrow] = [.init("a", to: "b"), .init("b", to: "c"), .init("a", to: "c"), .init("d", to: "c")]
        XCTAssertEqual(PartLayout.rows(of: ["c", "b", "a", "d"], arrows: arrows), [["a", "d"], ["b"], ["c"]])
        // unit-of-work-orders: entities and orders use each other; the arrow back is not followed.
        let cycle: [Architecture.Arrow] = [.init("entities", to: "orders"), .init("orders", to: "entities")]
        XCTAssertEqual(PartLayout.rows(of: ["entities", "orders"], arrows: cycle), [["entities"], ["orders"]])
        XCTAssertEqual(PartLayout.rows(of: ["x", "y"], arrows: []), [["x", "y"]])
    }

    func testBoxesDoNotOverlapAndArrowsGoAroundTheBoxesTheyDoNotJoin() {
        let layout = PartLayout(Self.wrongLayers)
        for (index, box) in layout.boxes.enumerated() {
            XCTAssertTrue(box.x >= 0 && box.x + box.width <= layout.width && box.y + box.height <= layout.height, "\(box) outside the layout")
            for other in layout.boxes[(index + 1)...] {
                let apart = box.x + box.width <= other.x || other.x + other.width <= box.x
                    || box.y + box.height <= other.y || other.y + other.height <= box.y
                XCTAssertTrue(apart, "\(box.name) overlaps \(other.name)")
            }
        }
        let arrows = Self.wrongLayers.edges.map { (from: $0.from, to: $0.to) }
        let paths = layout.paths(arrows, labelWidths: arrows.map { _ in 30 })
        XCTAssertEqual(paths.count, arrows.count)
        for path in paths {
            for box in layout.boxes where box.name != path.from && box.name != path.to {
                for step in 1..<20 {
                    let point = PartLayout.point(on: path, at: Double(step) / 20)
                    let inside = point.x > box.x && point.x < box.x + box.width && point.y > box.y && point.y < box.y + box.height
                    XCTAssertFalse(inside, "\(path.from) → \(path.to) crosses \(box.name)")
                }
            }
        }
        for (index, path) in paths.enumerated() {
            for other in paths[(index + 1)...] {
                XCTAssertFalse(abs(path.label.x - other.label.x) < 30 && abs(path.label.y - other.label.y) < 20,
                               "the labels of \(path.from) → \(path.to) and \(other.from) → \(other.to) overlap")
            }
        }
    }

    func testTheSVGIsSelfContainedNamesEveryPartAndShowsEachUnintendedArrowAtItsFirstLine() throws {
        let svg = PartGraphSVG.make(Self.wrongLayers, title: "ddd-todos: your code (Katas/DDDTodos)")
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        for outside in ["<script", "<image", "href", "@import", "url(http", "<foreignObject"] {
            XCTAssertFalse(svg.contains(outside), "the SVG needs something from outside: \(outside)")
        }
        XCTAssertEqual(svg.components(separatedBy: "http").count, 2, "only the namespace names a URL")
        for node in Self.wrongLayers.nodes {
            XCTAssertTrue(svg.contains(">\(node.name)</text>"), "no box names \(node.name)")
        }
        XCTAssertTrue(svg.contains("✗ Presentation → Data breaks &quot;Presentation/ uses nothing from Data/&quot;: 4 uses, first at Katas/DDDTodos/Presentation/TodoListViewModel+App.swift:5:25 (TodoRepositoryImplementation)"))
        XCTAssertTrue(svg.contains("✗ Domain → networking: 3 uses, first at Katas/DDDTodos/Domain/TodoDMO.swift:17:25 (JSONDecoder)"))
        XCTAssertEqual(svg.components(separatedBy: "marker-end=\"url(#arrow-red)\"").count - 1, 2, "two red arrows")
        XCTAssertEqual(svg.components(separatedBy: "marker-end=\"url(#arrow)\"").count - 1, 7, "seven intended uses")
        XCTAssertEqual(svg.components(separatedBy: "marker-end=\"url(#arrow-faint)\"").count - 1, 7, "seven intended arrows")
        XCTAssertTrue(svg.contains(">4 ✗</text>"))
        XCTAssertTrue(svg.contains(">8</text>"))
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), "the SVG is not well-formed XML")
    }

    func testEverythingDrawnIsInsideThePicture() throws {
        let svg = PartGraphSVG.make(Self.wrongLayers, title: "t")
        let size = try XCTUnwrap(svg.firstMatch(of: /width="([0-9.]+)" height="([0-9.]+)"/))
        let width = try XCTUnwrap(Double(size.1)), height = try XCTUnwrap(Double(size.2))
        for match in svg.matches(of: /d="M ([-0-9.]+) ([-0-9.]+) Q ([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)"/) {
            let values = [match.1, match.2, match.3, match.4, match.5, match.6].compactMap { Double($0) }
            let start = (values[0], values[1]), control = (values[2], values[3]), end = (values[4], values[5])
            for step in 0...10 {
                let t = Double(step) / 10, u = 1 - t
                let x = u * u * start.0 + 2 * u * t * control.0 + t * t * end.0
                let y = u * u * start.1 + 2 * u * t * control.1 + t * t * end.1
                XCTAssertTrue(x >= 0 && x <= width && y >= 0 && y <= height, "an arrow leaves the picture at \(x), \(y)")
            }
        }
        for match in svg.matches(of: /<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"/) {
            let x = Double(match.1) ?? -1, y = Double(match.2) ?? -1, w = Double(match.3) ?? 0, h = Double(match.4) ?? 0
            XCTAssertTrue(x >= 0 && y >= 0 && x + w <= width && y + h <= height, "a box or label leaves the picture: \(match.0)")
        }
    }

    func testTextIsEscaped() {
        var graph = Self.wrongLayers
        graph.nodes[0].name = "<root & \"co\">"
        graph.intended = []
        graph.edges = []
        let svg = PartGraphSVG.make(graph, title: "a < b")
        XCTAssertTrue(svg.contains("&lt;root &amp; &quot;co&quot;&gt;"))
        XCTAssertFalse(svg.contains("<root"))
        XCTAssertTrue(PartGraphMermaid.make(graph, title: "t").contains("p0[\"#60;root #38; #34;co#34;#62;<br/>"))
    }

    /// A file or symbol name with a backtick cannot end its code span and let raw HTML into the
    /// Markdown; a part's name cannot start markup in a Mermaid label nor in the list.
    func testNamesWithBackticksOrMarkupStayText() throws {
        var graph = Self.wrongLayers
        graph.nodes[0].name = "a`<img src=x onerror=alert(1)>`b"
        graph.edges = [Self.edge(graph.nodes[0].name, graph.nodes[1].name, 1, forbidden: true,
                                 at: "Katas/X/a`<img src=x onerror=alert(1)>`.swift", 3, "f``<script>alert(1)</script>")]
        let markdown = PartGraphMermaid.make(graph, title: "t")
        let blocks = try XCTUnwrap(markdown.components(separatedBy: "## Arrows a rule fails because of").first)
        XCTAssertFalse(blocks.contains("<img"), blocks)
        XCTAssertTrue(blocks.contains("p0[\"a#96;#60;img src=x onerror=alert#40;1#41;#62;#96;b<br/>"), blocks)
        // In the list, the names are code spans (literal text, whatever they hold) and the parts' names entities.
        XCTAssertTrue(markdown.contains("- ✗ a&#96;&#60;img src=x onerror=alert&#40;1&#41;&#62;&#96;b → "), markdown)
        XCTAssertTrue(markdown.contains("first at ``Katas/X/a`<img src=x onerror=alert(1)>`.swift:3:25`` (```f``<script>alert(1)</script>```)"),
                      markdown)
        XCTAssertEqual(PartGraphMermaid.codeSpan("a`b"), "``a`b``")
        XCTAssertEqual(PartGraphMermaid.codeSpan("`x"), "`` `x ``")
        XCTAssertEqual(PartGraphMermaid.codeSpan("f``<s>"), "```f``<s>```")
        XCTAssertEqual(PartGraphMermaid.literal("a`<b>"), "a&#96;&#60;b&#62;")
    }

    func testMermaidDrawsTheCodeTheIntendedArrowsAndListsTheUnintended() {
        let graph = PartGraph(
            nodes: [.init(name: "model", declarations: 7), .init(name: "client", declarations: 1),
                    .init(name: "networking", declarations: 0, isExternal: true)],
            intended: [.init("client", to: "networking"), .init("model", to: "client")],
            edges: [Self.edge("model", "client", 3),
                    Self.edge("model", "networking", 2, forbidden: true, at: "Katas/VanillaTodos/TodoListModel.swift", 20, "URLSession",
                              rule: "only the client sends requests"),
                    Self.edge("client", "networking", 12)])
        XCTAssertEqual(PartGraphMermaid.make(graph, title: "vanilla-todos: your code (Katas/VanillaTodos)"), """
            # vanilla-todos: your code (Katas/VanillaTodos)

            The kata's parts as the checks find them in the code, read from the compiler's index. A number is how many uses of what one part declares are written in another; a red arrow is one a rule fails because of.

            ## The code

            ```mermaid
            flowchart TB
              p0["model<br/><small>7 declarations</small>"]
              p1["client<br/><small>1 declaration</small>"]
              p2(["networking<br/><small>other modules</small>"])
              p0 -->|"3"| p1
              p0 -.->|"2 ✗"| p2
              p1 -->|"12"| p2
              linkStyle 1 stroke:#c62828,stroke-width:3px,color:#c62828
            ```

            ## The kata's intended arrows

            ```mermaid
            flowchart TB
              p0["model<br/><small>7 declarations</small>"]
              p1["client<br/><small>1 declaration</small>"]
              p2(["networking<br/><small>other modules</small>"])
              p1 --> p2
              p0 --> p1
            ```

            ## Arrows a rule fails because of

            - ✗ model → networking breaks "only the client sends requests": 2 uses, first at `Katas/VanillaTodos/TodoListModel.swift:20:25` (`URLSession`)

            """)
    }

    /// A rule that fails at no use between parts (an egg that writes a file itself) is said in
    /// every view: a red run never reads "No rule fails".
    func testARuleThatFailsInsideAPartIsSaidAndNothingReadsAsGreen() {
        let graph = PartGraph(
            nodes: [.init(name: "store", declarations: 3), .init(name: "Egg", declarations: 9)],
            intended: [.init("Egg", to: "store")],
            edges: [Self.edge("Egg", "store", 4)],
            rulesFailingInsideParts: ["Egg is pure"])
        let svg = PartGraphSVG.make(graph, title: "egg-domain-object: your code")
        XCTAssertFalse(svg.contains("No rule fails"), svg)
        XCTAssertTrue(svg.contains("✗ &quot;Egg is pure&quot; fails, not because of a use between your parts"), svg)
        let markdown = PartGraphMermaid.make(graph, title: "egg-domain-object: your code")
        XCTAssertFalse(markdown.contains("no rule fails"), markdown)
        XCTAssertTrue(markdown.contains("## Rules that fail, not because of a use between the parts\n\n- ✗ \"Egg is pure\""), markdown)
        XCTAssertTrue(Renderer.partsText(graph, style: .plain).hasSuffix(
            "\n  ✗ \"Egg is pure\" fails, not because of a use between your parts"))
        var green = graph
        green.rulesFailingInsideParts = []
        XCTAssertTrue(PartGraphSVG.make(green, title: "x").contains("✓ No rule fails because of a use between your parts."))
    }

    func testRunShowsWhichPartUsesWhichAndMarksTheUnintendedArrows() {
        XCTAssertEqual(Renderer.architecture(.graph(Self.wrongLayers), kataID: "ddd-todos", style: .plain), """

            Your parts (which uses which, read from the compiler's index)
              composition root  → Presentation 6 · Domain 2 · Data 4 · networking 2
              Presentation      → Domain 8 · Data 4 ✗
              Domain            → networking 3 ✗
              Data              → Domain 8 · networking 9
              networking        (other modules' code)
              ✗ Presentation → Data breaks "Presentation/ uses nothing from Data/": first at Katas/DDDTodos/Presentation/TodoListViewModel+App.swift:5:25 (TodoRepositoryImplementation)
              ✗ Domain → networking is not an intended arrow: first at Katas/DDDTodos/Domain/TodoDMO.swift:17:25 (JSONDecoder)
              Picture beside the intended arrows: swift run kata graph ddd-todos
            """)
        var empty = Self.wrongLayers
        empty.nodes[1].declarations = 0
        XCTAssertTrue(Renderer.partsText(empty, style: .plain).contains("Presentation      nothing of your code is in this part"))
        XCTAssertNil(Renderer.architecture(.none, kataID: "x", style: .plain))
        XCTAssertEqual(Renderer.architecture(.unavailable("no index"), kataID: "x", style: .plain),
                       "\nThe picture of the parts could not be made: no index")
    }
}
