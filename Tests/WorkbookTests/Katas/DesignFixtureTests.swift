import Foundation
import KataKit
@testable import Workbook
import XCTest

/// Proves the architecture rules on compiled code: every design fixture under
/// `Fixtures/Designs/<Module>/<design>/` (a wrong design that breaks exactly one rule, or a
/// correct design different from the reference) is built, together with all the others, in one
/// generated workbook, and checked with the real `kata` against the kata's real checks.
///
/// Each fixture's `expected.json` names the checks that must fail (and, in `messageContains`,
/// words their messages must hold, such as the path a rule followed); every other check,
/// behaviour or rule, must pass.
final class DesignFixtureTests: XCTestCase {
    struct Expectation: Decodable {
        /// `solution`: Solutions/<Module> with the fixture's files over it; `none`: only its files.
        var base: String
        var failing: [String]
        var about: String?
        var deleted: [String]?
        /// Words the failing checks' messages must contain: the path a rule reports.
        var messageContains: [String]?
        /// The arrows `kata run` draws red (`Presentation → Data`): those a failing rule names.
        var redArrows: [String]?
        /// Checks a design whose order is left to the scheduler (a task group) fails on some runs
        /// only: neither their failing nor their passing is held against it.
        var mayAlsoFail: [String]?
        /// Where "your code at" points for a failing check, each as the end of `file:line` and
        /// the function it names: what it writes (`TodoListModel.swift:29 load() writes todos`) or,
        /// for the function a search found at fault, its name (`Trip.swift:37 (validated())`) (issue 38).
        var codeAt: [String]?
    }

    struct Design {
        var module: String
        var name: String
        var folder: URL
        var expectation: Expectation

        /// The fixture's own module: `DDDTodos_no_repository`.
        var fixtureModule: String { "\(module)_\(name.replacingOccurrences(of: "-", with: "_"))" }
        var id: String { "\(module)/\(name)" }
    }

    static let designsFolder = packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Designs")

    /// The designs to build: every one, or with `KATA_DESIGNS=TripValidation/use-case-is-a-function,…`
    /// only those whose id starts with one of the names (a quick try of a few; the whole set proves
    /// that each rule has a fixture).
    static var selectedDesigns: [String]? {
        ProcessInfo.processInfo.environment["KATA_DESIGNS"].map { $0.split(separator: ",").map(String.init) }
    }

    static func designs() throws -> [Design] {
        let fileManager = FileManager.default
        var designs: [Design] = []
        for module in try fileManager.contentsOfDirectory(atPath: designsFolder.path).sorted() where !module.hasPrefix(".") {
            let moduleFolder = designsFolder.appendingPathComponent(module)
            for name in try fileManager.contentsOfDirectory(atPath: moduleFolder.path).sorted() where !name.hasPrefix(".") {
                let folder = moduleFolder.appendingPathComponent(name)
                if let selected = selectedDesigns, !selected.contains(where: { "\(module)/\(name)".hasPrefix($0) }) { continue }
                let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
                let expectation = try JSONDecoder().decode(Expectation.self, from: data)
                designs.append(Design(module: module, name: name, folder: folder, expectation: expectation))
            }
        }
        return designs
    }

    func testEveryDesignFailsExactlyTheChecksItExpects() throws {
        let designs = try Self.designs()
        try XCTSkipIf(designs.isEmpty, "no design fixtures")
        let workbook = try Self.makeWorkbook(designs)
        defer { try? FileManager.default.removeItem(at: workbook) }
        let result = try runKata(["check", "--json", "--timeout", "10"], in: workbook, environment: everySequence)
        let document = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
            "kata check --json printed no JSON:\n\(result.standardOutput)\n\(result.standardError)")
        let katas = try XCTUnwrap(document["katas"] as? [[String: Any]])
        var rulesProven: [String: Set<String>] = [:]
        var rulesSeen: [String: Set<String>] = [:]
        for design in designs {
            guard let kata = katas.first(where: { $0["id"] as? String == design.id }) else {
                XCTFail("\(design.id): no result")
                continue
            }
            guard kata["status"] as? String != "error" else {
                XCTFail("\(design.id) does not compile:\n\(kata["message"] as? String ?? "")")
                continue
            }
            let checks = kata["checks"] as? [[String: Any]] ?? []
            let failing = checks.filter { $0["status"] as? String != "pass" }.compactMap { $0["name"] as? String }
            let failures = checks.filter { $0["status"] as? String != "pass" }
                .map { "\($0["name"] as? String ?? ""): \($0["message"] as? String ?? "")" }.joined(separator: "\n")
            XCTAssertEqual(Set(failing).subtracting(design.expectation.mayAlsoFail ?? []), Set(design.expectation.failing),
                           "\(design.id) (\(design.expectation.about ?? "")) failed:\n\(failures)")
            for words in design.expectation.messageContains ?? [] where !failures.contains(words) {
                XCTFail("\(design.id): no failure message contains \"\(words)\":\n\(failures)")
            }
            let places = checks.filter { $0["status"] as? String != "pass" }.compactMap { check -> String? in
                guard let file = check["codeFile"] as? String, let line = check["codeLine"] as? Int else { return nil }
                return "\(file):\(line)" + ((check["codeWrites"] as? String).map { " \($0)" }
                    ?? (check["codeSymbol"] as? String).map { " (\($0))" } ?? "")
            }
            // A design that only a search catches names the function at fault (issue 38).
            let searchOnly = design.expectation.failing.count == 1 && (design.expectation.messageContains ?? []).contains("(seed ")
            if searchOnly, (design.expectation.codeAt ?? []).isEmpty || (design.expectation.codeAt ?? []).contains(where: { !$0.contains(" ") }) {
                XCTFail("\(design.id) fails a search alone: its codeAt must name the function at fault (\"load() writes todos\", \"(validated())\"):\n"
                        + places.joined(separator: "\n"))
            }
            for place in design.expectation.codeAt ?? [] where !places.contains(where: { $0.hasSuffix(place) }) {
                XCTFail("\(design.id): no failing check's \"your code at\" is \(place):\n\(places.joined(separator: "\n"))")
            }
            for expected in design.expectation.failing where !checks.contains(where: { $0["name"] as? String == expected }) {
                XCTFail("\(design.id): expected.json names \"\(expected)\", which is not a check of \(design.module)")
            }
            let rules = checks.filter { $0["kind"] as? String == "architecture" }.compactMap { $0["name"] as? String }
            rulesSeen[design.module, default: []].formUnion(rules)
            if design.expectation.failing.count == 1, rules.contains(design.expectation.failing[0]) {
                rulesProven[design.module, default: []].insert(design.expectation.failing[0])
            }
        }
        // The picture says what the rules say: the graph of parts `kata check --json` gives with
        // each kata draws red exactly the arrows a failing rule names, and none for a correct
        // design; and where a rule fails, neither the picture nor "Your parts" reads as green.
        // `kata run --json` draws the same graph: compared for one such design of each kata (a
        // run per design cost minutes of CI).
        var runCompared: Set<String> = []
        for design in designs {
            let failsARule = design.expectation.failing.contains { rulesSeen[design.module]?.contains($0) == true }
            guard design.expectation.redArrows != nil || failsARule else { continue }
            let expected = design.expectation.redArrows
            XCTAssertTrue(expected?.isEmpty ?? true || !design.expectation.failing.isEmpty, "\(design.id): red arrows in a correct design")
            let kata = katas.first { $0["id"] as? String == design.id }
            guard let graph = kata?["architecture"] as? [String: Any], let edges = graph["edges"] as? [[String: Any]] else {
                XCTFail("\(design.id): kata check --json drew no parts:\n\(result.standardError)")
                continue
            }
            if failsARule, runCompared.insert(design.module).inserted {
                let run = try runKata(["run", design.id, "--json", "--timeout", "10"], in: workbook)
                let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
                let ran = (document?["katas"] as? [[String: Any]])?.first?["architecture"] as? [String: Any]
                XCTAssertEqual(ran.map { NSDictionary(dictionary: $0) }, NSDictionary(dictionary: graph),
                               "\(design.id): kata run --json and kata check --json draw different parts:\n\(run.standardOutput)\n\(run.standardError)")
            }
            let red = edges.filter { $0["isForbidden"] as? Bool == true }
                .map { "\($0["from"] as? String ?? "") → \($0["to"] as? String ?? "")" }
            let places = edges.filter { $0["isForbidden"] as? Bool == true }.map { edge in
                "\(edge["from"] as? String ?? "") → \(edge["to"] as? String ?? ""): \(edge["file"] as? String ?? ""):\(edge["line"] as? Int ?? 0)"
                    + ":\(edge["column"] as? Int ?? 0) (\(edge["symbol"] as? String ?? "")), \(edge["rule"] as? String ?? "")"
            }
            if let expected {
                XCTAssertEqual(Set(red), Set(expected), "\(design.id): red arrows, where:\n\(places.joined(separator: "\n"))")
            }
            guard failsARule else { continue }
            let picture = try JSONDecoder().decode(PartGraph.self, from: JSONSerialization.data(withJSONObject: graph))
            let svg = PartGraphSVG.make(picture, title: design.id)
            let parts = Renderer.partsText(picture, style: Style(isEnabled: false))
            XCTAssertFalse(svg.contains("No rule fails"), "\(design.id): a rule fails, and the picture says none does")
            XCTAssertTrue(parts.contains("✗"), "\(design.id): a rule fails, and \"Your parts\" marks nothing:\n\(parts)")
        }
        for (module, rules) in rulesSeen where Self.selectedDesigns == nil {
            let unproven = rules.subtracting(rulesProven[module] ?? [])
            XCTAssertTrue(unproven.isEmpty, "\(module): no wrong-design fixture breaks only the rule(s) \(unproven.sorted())")
        }
    }

    /// A workbook with one kata per design, its module aliased so that the kata's real checks
    /// (file symlinks) compile against it unchanged.
    static func makeWorkbook(_ designs: [Design]) throws -> URL {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("kata-designs-\(UUID().uuidString)")
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        try fileManager.copyItem(at: packageRoot.appendingPathComponent("Sources/KataKit"),
                                 to: root.appendingPathComponent("Sources/KataKit"))
        var entries: [[String: Any]] = []
        for design in designs {
            let sources = root.appendingPathComponent("Katas/\(design.fixtureModule)")
            try fileManager.createDirectory(at: sources.deletingLastPathComponent(), withIntermediateDirectories: true)
            if design.expectation.base == "solution" {
                try copyReference(at: packageRoot.appendingPathComponent("Solutions/\(design.module)"), to: sources)
            } else {
                try fileManager.createDirectory(at: sources, withIntermediateDirectories: true)
            }
            for file in swiftFiles(in: design.folder) {
                let target = sources.appendingPathComponent(file)
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? fileManager.removeItem(at: target)
                try fileManager.copyItem(at: design.folder.appendingPathComponent(file), to: target)
            }
            for file in design.expectation.deleted ?? [] {
                try fileManager.removeItem(at: sources.appendingPathComponent(file))
            }
            let checks = root.appendingPathComponent("Sources/Checks/\(design.fixtureModule)")
            try fileManager.createDirectory(at: checks, withIntermediateDirectories: true)
            let realChecks = packageRoot.appendingPathComponent("Sources/Checks/\(design.module)")
            for file in try fileManager.contentsOfDirectory(atPath: realChecks.path) where file.hasSuffix(".swift") {
                let resolved = realChecks.appendingPathComponent(file).resolvingSymlinksInPath()
                try fileManager.createSymbolicLink(at: checks.appendingPathComponent(file), withDestinationURL: resolved)
            }
            entries.append(["id": design.id, "module": design.fixtureModule, "title": design.expectation.about ?? design.name,
                            "open": "", "hints": ["-", "-", "-"]])
        }
        let catalog = try JSONSerialization.data(withJSONObject: ["version": 1, "katas": entries], options: [.prettyPrinted])
        try catalog.write(to: root.appendingPathComponent("Katas/katas.json"))
        let targets = designs.map { design in
            """
                    .target(name: "\(design.fixtureModule)", path: "Katas/\(design.fixtureModule)"),
                    .executableTarget(name: "\(design.fixtureModule)Checks", dependencies: ["KataKit", "\(design.fixtureModule)"],
                                      path: "Sources/Checks/\(design.fixtureModule)",
                                      swiftSettings: [.unsafeFlags(["-module-alias", "\(design.module)=\(design.fixtureModule)"])]),
            """
        }.joined(separator: "\n")
        let manifest = """
            // swift-tools-version: 6.0
            // Generated by DesignFixtureTests: one kata per design fixture.
            import PackageDescription

            let package = Package(
                name: "DesignFixtures",
                platforms: [.macOS(.v14)],
                targets: [
                    .target(name: "KataKit"),
            \(targets)
                ],
                swiftLanguageModes: [.v6]
            )

            """
        try manifest.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return root
    }

    /// The Swift files under a folder, as paths relative to it.
    static func swiftFiles(in folder: URL) -> [String] {
        guard let names = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return names.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    }
}
