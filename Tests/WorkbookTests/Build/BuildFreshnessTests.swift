import Foundation
import XCTest
@testable import Workbook
import KataKit

/// A verdict about the code on disk, however it got there: on a fresh workbook holding the
/// trip-validation solution and its real checks (rules included), every way a learner or a tool
/// changes files, plans or builds gives the verdict of the files as they are.
final class BuildFreshnessTests: XCTestCase {
    nonisolated(unsafe) static var workbook: URL!
    nonisolated(unsafe) static var module = ""

    override class func setUp() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("kata-empty-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let design = DesignFixtureTests.Design(
            module: "TripValidation", name: "fresh", folder: empty,
            expectation: .init(base: "solution", failing: [], about: "the solution", deleted: nil))
        workbook = try? DesignFixtureTests.makeWorkbook([design])
        module = design.fixtureModule
        try? FileManager.default.removeItem(at: empty)
    }

    override class func tearDown() {
        if let workbook { try? FileManager.default.removeItem(at: workbook) }
    }

    private var root: URL { Self.workbook }
    private var folder: URL { root.appendingPathComponent("Katas/\(Self.module)") }

    /// `kata run 1` (the only kata), with the trace on.
    private func runTheKata(_ more: [String] = [], environment: [String: String] = [:]) throws -> CommandOutput {
        try Self.runTheKata(in: root, more, environment: environment)
    }

    private static func runTheKata(in root: URL, _ more: [String] = [], environment: [String: String] = [:]) throws -> CommandOutput {
        try runKata(["run", "1"] + more, in: root, environment: ["KATA_TRACE": "1"].merging(environment) { $1 }, timeout: 600)
    }

    /// Asserts a run's verdict: its exit status, and that no rule went unchecked.
    private func assertVerdict(_ output: CommandOutput, _ status: Int32, _ step: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let text = output.standardOutput + output.standardError
        XCTAssertEqual(output.status, status, "\(step):\n\(text)", file: file, line: line)
        XCTAssertFalse(text.contains("could not be checked"), "\(step): a rule went unchecked:\n\(text)", file: file, line: line)
        XCTAssertFalse(text.contains("older than"), "\(step): the index was stale:\n\(text)", file: file, line: line)
        let litter = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".dia") }
        XCTAssertEqual(litter, [], "\(step): files left in the package", file: file, line: line)
    }

    private func edit(_ file: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(file)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    func testEveryWayFilesChangeGivesTheVerdictOfTheFilesOnDisk() throws {
        let workbook = try XCTUnwrap(Self.workbook, "the workbook could not be made")
        assertVerdict(try runTheKata(), 0, "first run")

        // 1. A new file, used from another, after something else planned the build again
        // (`swift run kata` plans the whole package to build `kata`).
        try """
            extension Trip {
                var summary: String { "\\(name): \\(durationInDays) days" }
            }

            """.write(to: folder.appendingPathComponent("TripSummary.swift"), atomically: true, encoding: .utf8)
        try edit("TripEditorViewModel.swift") { $0.replacingOccurrences(of: "func save() async {", with: "func save() async {\n        _ = trip.summary") }
        let plan = try runProgram("/usr/bin/env", ["swift", "build", "--package-path", workbook.path, "--target", "KataKit"], in: workbook)
        XCTAssertEqual(plan.status, 0, plan.standardError)
        assertVerdict(try runTheKata(), 0, "a new file after another build planned again")

        // 2. A typo, then the typo undone: the build and the index both follow the content.
        let trip = try String(contentsOf: folder.appendingPathComponent("Trip.swift"), encoding: .utf8)
        try edit("Trip.swift") { $0.replacingOccurrences(of: "struct Trip", with: "struct Trip ::") }
        XCTAssertEqual(try runTheKata().status, 2, "a typo does not compile")
        try trip.write(to: folder.appendingPathComponent("Trip.swift"), atomically: true, encoding: .utf8)
        assertVerdict(try runTheKata(), 0, "the typo undone")
        assertVerdict(try runTheKata(), 0, "the run after")

        // 3. Touched files, and files rewritten with the same content (git stash && git stash
        // pop, editors that save everything): no compile needed, and the rules still trust the index.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            try edit(name) { $0 }
        }
        let touched = try runTheKata()
        assertVerdict(touched, 0, "files rewritten with the same content")
        XCTAssertTrue(touched.standardError.contains("no build:"), touched.standardError)

        // 4. The index store deleted.
        let product = try kataProducts(in: root).appendingPathComponent("\(Self.module)Checks").path
        let store = URL(fileURLWithPath: try XCTUnwrap(IndexStoreLocation.store(besideProduct: product)))
        try FileManager.default.removeItem(at: store)
        assertVerdict(try runTheKata(), 0, "the index store deleted")

        // 5. A wrong design in a new file is seen by the rules at once.
        try edit("TripSummary.swift") { $0 + "\nextension TripEditorViewModel { func store(in repository: any TripRepository) {} }\n" }
        let wrong = try runTheKata()
        XCTAssertEqual(wrong.status, 1, "the editor uses the repository, in a new file:\n\(wrong.standardOutput)")
        try edit("TripSummary.swift") { $0.components(separatedBy: "\nextension TripEditorViewModel")[0] }
        assertVerdict(try runTheKata(), 0, "the wrong design removed")
    }

    func testTwoRunsAtOnceBothGiveTheVerdictOfTheCodeOnDisk() throws {
        _ = try XCTUnwrap(Self.workbook, "the workbook could not be made")
        assertVerdict(try runTheKata(), 0, "first run")
        let results = RunResults()
        let root = root
        for round in 0..<20 {
            // A body edit each round, so that each round builds.
            try edit("Trip.swift") { text in
                text.replacingOccurrences(of: #"// round \d+\n"#, with: "", options: .regularExpression) + "// round \(round)\n"
            }
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                let environment = lane == 0 ? [:] : ["KATA_CHECK_SERVER": "0"]
                results.append(round, Result { try Self.runTheKata(in: root, lane == 0 ? [] : ["--json", "--no-progress"], environment: environment) })
            }
        }
        for (round, result) in results.all {
            let output = try result.get()
            assertVerdict(output, 0, "round \(round)")
        }
    }

    func testSwiftBuildGivesTheSameVerdicts() throws {
        try skipUnlessSwiftBuildIndexes()
        _ = try XCTUnwrap(Self.workbook, "the workbook could not be made")
        let built = try runTheKata(["--build-system", "swiftbuild"])
        assertVerdict(built, 0, "built with Swift Build")
        let swiftBuildProduct = BuildSystem.swiftbuild.productsFolder(in: root).appendingPathComponent("\(Self.module)Checks")
        let swiftBuildStore = try XCTUnwrap(IndexStoreLocation.store(besideProduct: swiftBuildProduct.path), "Swift Build wrote an index")
        XCTAssertEqual(swiftBuildStore, root.appendingPathComponent(".build/out").path, "Swift Build wrote its index to .build/out")
        try edit("Trip.swift") { $0 + "// edited\n" }
        assertVerdict(try runTheKata(["--build-system", "swiftbuild"]), 0, "an edit, built with Swift Build")
        let sneak = "\nextension TripEditorViewModel { func store(in repository: any TripRepository) {} }\n"
        try edit("Trip.swift") { $0 + sneak }
        let wrong = try runTheKata(["--build-system", "swiftbuild", "--json"])
        XCTAssertEqual(wrong.status, 1, "the rules read Swift Build's index:\n\(wrong.standardOutput + wrong.standardError)")
        XCTAssertTrue(wrong.standardOutput.contains("TripRepository"), wrong.standardOutput)
        try edit("Trip.swift") { $0.replacingOccurrences(of: sneak, with: "") }
        assertVerdict(try runTheKata(["--build-system", "swiftbuild"]), 0, "the wrong design removed")
        // Xcode's layout (what the package plugin hands `kata`): the product in DerivedData's
        // Build/Products/Debug, the index in Index.noindex/DataStore, both made by Swift Build.
        let fileManager = FileManager.default
        let derived = root.appendingPathComponent("DerivedData/Katas-abc")
        let product = derived.appendingPathComponent("Build/Products/Debug/\(Self.module)Checks")
        try fileManager.createDirectory(at: product.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.copyItem(at: swiftBuildProduct, to: product)
        try fileManager.createDirectory(at: derived.appendingPathComponent("Index.noindex/DataStore"), withIntermediateDirectories: true)
        try fileManager.copyItem(at: URL(fileURLWithPath: swiftBuildStore).appendingPathComponent("v5"),
                                 to: derived.appendingPathComponent("Index.noindex/DataStore/v5"))
        try fileManager.removeItem(at: URL(fileURLWithPath: swiftBuildStore).appendingPathComponent("v5"))
        let xcode = try runKata(["run", "1", "--prebuilt", product.path, "--no-progress"], in: root)
        assertVerdict(xcode, 0, "Xcode's product and index")
        try fileManager.removeItem(at: root.appendingPathComponent("DerivedData"))

        let typo = try runKata(["run", "1", "--build-system", "swiftbiuld"], in: root)
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.standardError.contains("there is no build system 'swiftbiuld'"), typo.standardError)
        XCTAssertEqual(typo.standardOutput, "", "a usage error, before any run starts")
    }
}

/// Every kata's reference solution passes every check, rules included, when Swift Build (Xcode's
/// build engine, SwiftPM's next default) builds it: `kata` finds its products and its index.
final class SwiftBuildSolutionsTests: XCTestCase {
    func testEverySolutionPassesEveryCheckWhenBuiltWithSwiftBuild() throws {
        try skipUnlessSwiftBuildIndexes()
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("kata-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        // The first acts' references (`Solutions/Changes` holds the second acts': ChangeRequestTests).
        let modules = try Catalog(root: packageRoot).katas.map(\.module)
        let designs = modules.map { module in
            DesignFixtureTests.Design(module: module, name: "solution", folder: empty,
                                      expectation: .init(base: "solution", failing: [], about: "the solution", deleted: nil))
        }
        let workbook = try DesignFixtureTests.makeWorkbook(designs)
        defer { try? FileManager.default.removeItem(at: workbook) }
        let result = try runKata(["check", "--build-system", "swiftbuild", "--json", "--timeout", "10"], in: workbook, timeout: 1200)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                                     "no JSON:\n\(result.standardOutput)\n\(result.standardError)")
        let katas = try XCTUnwrap(document["katas"] as? [[String: Any]])
        XCTAssertEqual(katas.count, modules.count)
        for kata in katas {
            let checks = kata["checks"] as? [[String: Any]] ?? []
            let failing = checks.filter { $0["status"] as? String != "pass" }
                .map { "\($0["name"] as? String ?? ""): \($0["message"] as? String ?? "")" }
            XCTAssertEqual(kata["status"] as? String, "pass", "\(kata["id"] ?? ""):\n\(kata["message"] ?? "")\n\(failing.joined(separator: "\n"))")
            XCTAssertTrue(checks.contains { $0["kind"] as? String == "architecture" }, "\(kata["id"] ?? "") ran its rules")
        }
        XCTAssertEqual(result.status, 0, result.standardError)
        let product = BuildSystem.swiftbuild.productsFolder(in: workbook).appendingPathComponent("TripValidationChecks").path
        XCTAssertEqual(IndexStoreLocation.store(besideProduct: product), workbook.appendingPathComponent(".build/out").path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: workbook.appendingPathComponent(".build/debug.yaml").path),
                       "SwiftPM's native build system built nothing")
    }
}

/// Results gathered from several threads.
private final class RunResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [(Int, Result<CommandOutput, any Error>)] = []

    func append(_ round: Int, _ result: Result<CommandOutput, any Error>) {
        lock.withLock { results.append((round, result)) }
    }

    var all: [(Int, Result<CommandOutput, any Error>)] { lock.withLock { results } }
}
