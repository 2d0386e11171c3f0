import Foundation
import KataKit
@testable import Workbook
import XCTest

/// The picture of a learner's parts in a real browser: headless Chromium screenshots the SVG of
/// a reference solution and of a wrong design. `.ci/run` installs Chromium where it is missing
/// (Debian's `chromium` package); without it these tests are skipped, saying so.
final class PictureInBrowserTests: XCTestCase {
    /// Chromium on `PATH`, by the names Debian, Ubuntu and Google give it.
    static let chromium: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders {
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }()

    private var folder: URL!

    override func setUpWithError() throws {
        try XCTSkipIf(Self.chromium == nil, "no chromium on PATH: install it (apt-get install chromium) to screenshot the picture in a browser")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    func testTheSolutionsPictureShowsInABrowser() throws {
        let catalog = try Catalog(root: packageRoot)
        let kata = try catalog.kata("ddd-todos")
        let executable = productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
        guard case .graph(let graph) = ArchitectureReader(root: packageRoot).read(executable, sources: kata.solutionPath) else {
            return XCTFail("no graph of parts for \(kata.id)")
        }
        try checkInBrowser(graph, title: "ddd-todos: the reference solution (Solutions/DDDTodos)", name: "solution")
    }

    func testAWrongDesignsPictureShowsInABrowser() throws {
        try checkInBrowser(PartPictureTests.wrongLayers, title: "ddd-todos: your code (Katas/DDDTodos)", name: "wrong")
    }

    /// Writes the SVG, screenshots it at its own size, and checks that the screenshot exists,
    /// is a PNG, and holds far more than a blank page of the same size.
    private func checkInBrowser(_ graph: PartGraph, title: String, name: String) throws {
        let svg = PartGraphSVG.make(graph, title: title)
        for node in graph.nodes {
            XCTAssertTrue(svg.contains(">\(node.name)</text>"), "the SVG's text has no \(node.name)")
        }
        let size = try XCTUnwrap(svg.firstMatch(of: /width="([0-9]+)" height="([0-9]+)"/))
        let width = String(size.1), height = String(size.2)
        let picture = try screenshot(svg, name: name, width: width, height: height)
        let blank = try screenshot("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\"><rect width=\"100%\" height=\"100%\" fill=\"white\"/></svg>",
                                   name: "\(name)-blank", width: width, height: height)
        XCTAssertEqual(Array(picture.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the screenshot is not a PNG")
        XCTAssertGreaterThan(picture.count, 5 * blank.count,
                             "the screenshot (\(picture.count) bytes) is hardly more than a blank page (\(blank.count) bytes)")
    }

    private func screenshot(_ svg: String, name: String, width: String, height: String) throws -> Data {
        let file = folder.appendingPathComponent("\(name).svg")
        let png = folder.appendingPathComponent("\(name).png")
        try svg.write(to: file, atomically: true, encoding: .utf8)
        let result = try runProgram(try XCTUnwrap(Self.chromium), [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
            "--screenshot=\(png.path)", "--window-size=\(width),\(height)", file.absoluteString,
        ], in: folder, timeout: 90)
        guard let data = FileManager.default.contents(atPath: png.path) else {
            XCTFail("chromium wrote no screenshot (exit \(result.status)):\n\(result.standardError.suffix(2000))")
            return Data()
        }
        return data
    }
}
