import KataKit
import XCTest
@testable import Workbook

/// What every kata in `Katas/katas.json` must be: a new kata gets these checks by being listed.
final class CatalogTests: XCTestCase {
    private let catalog: Catalog = {
        do { return try Catalog(root: packageRoot) } catch { fatalError("\(error)") }
    }()

    private func path(_ relative: String) -> String {
        packageRoot.appendingPathComponent(relative).path
    }

    /// The contract (``KataContract``), read from each catalog entry: folders, links, lesson,
    /// hints, second act, designs.
    func testEveryKataMeetsTheContract() {
        XCTAssertFalse(catalog.katas.isEmpty)
        let contract = KataContract(root: packageRoot)
        for kata in catalog.katas {
            XCTAssertEqual(contract.findings(for: kata).map(\.description), [], "\(kata.id) does not meet the contract")
        }
    }

    /// Runs the pristine starters (Starters/), never the learner's work (Katas/): a learner who
    /// solved a kata still sees `swift test` pass. Where Katas/ still holds the pristine starter
    /// (a fresh clone, CI), its checks executable, which `swift test` built anyway, runs it;
    /// the pristine starter of a kata the learner edited is built in a workbook of its own.
    func testSolutionPassesAndStarterFailsTheSameChecks() throws {
        let runner = ChecksRunner(root: packageRoot, timeout: 10)
        var starters: [String: [CheckResult]] = [:]
        let edited = catalog.katas.filter { !Self.isPristine($0) }
        if !edited.isEmpty { starters = try Self.runPristineStarters(of: edited) }
        for kata in catalog.katas {
            let solutionBinary = productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
            let katasBinary = productsDirectory.appendingPathComponent(kata.checksProduct(solution: false)).path
            guard FileManager.default.fileExists(atPath: solutionBinary), FileManager.default.fileExists(atPath: katasBinary) else {
                XCTFail("\(kata.id): no checks executables: is \(kata.module) in Package.swift's katas?")
                continue
            }
            let solution = try runner.run(solutionBinary, sources: kata.solutionPath)
            let starter = try starters[kata.id] ?? runner.run(katasBinary, sources: kata.starterPath)
            // At least KataContract.minimumChecks, each name once, all passing, the lesson's rules.
            XCTAssertEqual(KataContract(root: packageRoot).findings(for: kata, referenceResults: solution).map(\.description), [])
            XCTAssertEqual(solution.map(\.name), starter.map(\.name), "\(kata.id): the starter and the solution ran different checks")
            XCTAssertTrue(starter.contains { !$0.isPassing }, "\(kata.id): the starter passes every check")
        }
    }

    /// `Starters/<M>` is the copy `kata reset` restores and `swift test` runs: it must be the
    /// starter as committed in `Katas/<M>` (the learner's working copy may differ, the commit may not).
    func testEveryPristineStarterIsTheCommittedStarter() throws {
        let listing = try runProgram("/usr/bin/env", ["git", "-C", packageRoot.path, "ls-files", "-z", "Katas"], in: packageRoot)
        try XCTSkipIf(listing.status != 0, "not a git checkout: \(listing.standardError)")
        let committed = listing.standardOutput.split(separator: "\0").map(String.init).filter { $0.hasSuffix(".swift") }
        for kata in catalog.katas {
            let prefix = kata.starterPath + "/"
            let files = committed.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }.sorted()
            let pristine = try SwiftFiles.list(in: packageRoot.appendingPathComponent(kata.pristineStarterPath))
            XCTAssertEqual(pristine, files, "\(kata.id): \(kata.pristineStarterPath) and the committed \(kata.starterPath) hold other files")
            for file in Set(files).intersection(pristine) {
                let shown = try runProgram("/usr/bin/env", ["git", "-C", packageRoot.path, "show", "HEAD:\(prefix)\(file)"], in: packageRoot)
                let copy = try String(contentsOf: packageRoot.appendingPathComponent("\(kata.pristineStarterPath)/\(file)"), encoding: .utf8)
                XCTAssertEqual(copy, shown.standardOutput, "\(kata.id): \(kata.pristineStarterPath)/\(file) is not the committed starter: copy it again")
            }
        }
    }

    /// Whether the learner's copy of a kata holds exactly the pristine starter's Swift files.
    static func isPristine(_ kata: KataInfo) -> Bool {
        let katas = packageRoot.appendingPathComponent(kata.starterPath)
        let starters = packageRoot.appendingPathComponent(kata.pristineStarterPath)
        guard let files = try? SwiftFiles.list(in: katas), files == (try? SwiftFiles.list(in: starters)) else { return false }
        return files.allSatisfy { file in
            FileManager.default.contents(atPath: katas.appendingPathComponent(file).path)
                == FileManager.default.contents(atPath: starters.appendingPathComponent(file).path)
        }
    }

    /// The results of the pristine starters of these katas, built together in a generated
    /// workbook against the real checks, by id.
    static func runPristineStarters(of katas: [KataInfo]) throws -> [String: [CheckResult]] {
        let designs = katas.map { kata in
            DesignFixtureTests.Design(module: kata.module, name: "pristine-starter",
                                      folder: packageRoot.appendingPathComponent(kata.pristineStarterPath),
                                      expectation: .init(base: "none", failing: [], about: "the pristine starter of \(kata.id)"))
        }
        let workbook = try DesignFixtureTests.makeWorkbook(designs)
        defer { try? FileManager.default.removeItem(at: workbook) }
        let result = try runKata(["check", "--json", "--timeout", "10"], in: workbook)
        let document = try JSONDecoder().decode(ResultsDocument.self, from: Data(result.standardOutput.utf8))
        var results: [String: [CheckResult]] = [:]
        for (kata, design) in zip(katas, designs) {
            guard let entry = document.katas.first(where: { $0.id == design.id }) else { continue }
            XCTAssertNotEqual(entry.status, "error", "\(kata.id): the pristine starter does not compile: \(entry.message ?? "")")
            results[kata.id] = entry.checks.map { check in
                CheckResult(name: check.name, status: CheckResult.Status(rawValue: check.status) ?? .fail,
                            failures: check.message.map { [Failure(message: $0)] } ?? [], duration: check.duration)
            }
        }
        return results
    }
}
