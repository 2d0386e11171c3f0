import Foundation
import KataKit
@testable import Workbook
import XCTest

/// `kata graph` and the graph of parts on the real package: the checks executables that this
/// test build made, run on the reference solutions.
final class EndToEndGraphTests: XCTestCase {
    private func solutionChecks(_ kata: KataInfo) -> String {
        productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
    }

    func testGraphOfTheSolutionWritesAnSVGAndAMermaidBlockAndSaysWhere() throws {
        let catalog = try Catalog(root: packageRoot)
        let kata = try catalog.kata("ddd-todos")
        let result = try runKata(["graph", "ddd-todos", "--solution", "--now", "--prebuilt", solutionChecks(kata)], in: packageRoot,
                                 environment: ["NO_COLOR": "1"], timeout: 60)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            The solution's parts (which uses which, read from the compiler's index)
              composition root  → Presentation 6 · Domain 2 · Data 4 · networking 2
              Presentation      → Domain 6
              Domain            uses no other part
              Data              → Domain 12 · networking 12
              networking        (other modules' code)

            Wrote .kata/graph/ddd-todos-solution.svg (open it in a browser) and .kata/graph/ddd-todos-solution.md (Mermaid, for Markdown).

            """)
        let svg = try String(contentsOf: packageRoot.appendingPathComponent(".kata/graph/ddd-todos-solution.svg"), encoding: .utf8)
        for part in ["composition root", "Presentation", "Domain", "Data", "networking"] {
            XCTAssertTrue(svg.contains(">\(part)</text>"), "the SVG has no box for \(part)")
        }
        XCTAssertTrue(svg.contains("✓ No rule fails because of a use between your parts."))
        let markdown = try String(contentsOf: packageRoot.appendingPathComponent(".kata/graph/ddd-todos-solution.md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("```mermaid\nflowchart TB\n"))
        XCTAssertTrue(markdown.contains("None: no rule fails because of a use between the parts."))
    }

    /// `kata run` shows the parts after the rules, from the process that ran the rules, and
    /// `--json` carries them as `architecture`.
    func testRunShowsTheSolutionsPartsAfterTheRules() throws {
        let kata = try Catalog(root: packageRoot).kata("vanilla-todos")
        let run = try runKata(["run", "vanilla-todos", "--solution", "--now", "--no-progress", "--prebuilt", solutionChecks(kata)],
                              in: packageRoot, environment: ["NO_COLOR": "1"], timeout: 120)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        let rules = try XCTUnwrap(run.standardOutput.range(of: "Architecture rules"), run.standardOutput)
        let parts = try XCTUnwrap(run.standardOutput.range(of: """
            The solution's parts (which uses which, read from the compiler's index)
              model       → client 3 · todo 1
              client      → todo 3 · networking 12
              todo        uses no other part
              networking  (other modules' code)
              Picture beside the intended arrows: swift run kata graph vanilla-todos --solution
            """), run.standardOutput)
        XCTAssertLessThan(rules.lowerBound, parts.lowerBound)
        let json = try runKata(["run", "vanilla-todos", "--solution", "--now", "--no-progress", "--json", "--prebuilt", solutionChecks(kata)],
                               in: packageRoot, timeout: 120)
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(json.standardOutput.utf8))
        let graph = try XCTUnwrap(document.katas.first?.architecture, json.standardOutput)
        XCTAssertEqual(graph.nodes.map(\.name), ["model", "client", "todo", "networking"])
        XCTAssertEqual(graph.edges.first?.location, "Solutions/VanillaTodos/TodoListModel.swift:14:25")
    }

    func testGraphUsageErrorsAreUsageErrors() throws {
        let missing = try runKata(["graph"], in: packageRoot, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.standardError.contains("missing <kata>"), missing.standardError)
        let both = try runKata(["graph", "ddd-todos", "--mine", "--solution"], in: packageRoot, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(both.standardError.contains("--mine and --solution cannot be used together"), both.standardError)
        let unknown = try runKata(["graph", "ddd-todo"], in: packageRoot, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(unknown.status, 64)
        let help = try runKata(["help", "graph"], in: packageRoot, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(help.standardOutput.contains("--solution"), help.standardOutput)
    }

    /// Each kata that declares its parts (parts are an author's choice: a kata without them shows
    /// no picture, AUTHORING.md) draws them from its reference; each part holds code and is joined
    /// to another, and every use between parts follows an intended arrow.
    func testEverySolutionUsesItsPartsOnlyAsIntended() throws {
        let catalog = try Catalog(root: packageRoot)
        let reader = ArchitectureReader(root: packageRoot)
        var drawn = 0
        for kata in catalog.katas {
            let reading = reader.read(solutionChecks(kata), sources: kata.solutionPath)
            if reading == .none { continue }
            guard case .graph(let graph) = reading else {
                XCTFail("\(kata.id): no graph of parts: \(reading)")
                continue
            }
            drawn += 1
            let names = Set(graph.nodes.map(\.name))
            XCTAssertGreaterThanOrEqual(names.count, 3, "\(kata.id): fewer than 3 parts")
            for arrow in graph.intended {
                XCTAssertTrue(names.contains(arrow.from) && names.contains(arrow.to), "\(kata.id): \(arrow) names a part that is not declared")
            }
            for edge in graph.edges where edge.isForbidden {
                XCTFail("\(kata.id): the solution's \(edge.from) → \(edge.to) is not intended (\(edge.location) \(edge.symbol))")
            }
            for node in graph.nodes {
                XCTAssertTrue(node.isExternal || node.declarations > 0, "\(kata.id): the solution has nothing in \(node.name)")
                XCTAssertTrue(graph.edges.contains { $0.from == node.name || $0.to == node.name }, "\(kata.id): \(node.name) is joined to nothing")
            }
            XCTAssertTrue(graph.edges.allSatisfy { $0.file.hasPrefix(kata.solutionPath + "/") }, "\(kata.id): places not under \(kata.solutionPath)")
        }
        XCTAssertGreaterThan(drawn, 0, "no kata of the workbook draws its parts")
    }
}
