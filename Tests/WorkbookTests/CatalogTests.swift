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

    func testEveryKataHasALessonHintsAndTheFilesItNames() {
        XCTAssertFalse(catalog.katas.isEmpty)
        for kata in catalog.katas {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path(kata.lessonPath)), "\(kata.id): no lesson at \(kata.lessonPath)")
            let lesson = (try? String(contentsOfFile: path(kata.lessonPath), encoding: .utf8)) ?? ""
            XCTAssertGreaterThan(lesson.count, 1500, "\(kata.id): the lesson is too short to teach")
            XCTAssertGreaterThanOrEqual(kata.hints.count, 3, "\(kata.id): fewer than 3 hints")
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("\(kata.pristineStarterPath)/\(kata.open)")),
                          "\(kata.id): the file to open, \(kata.open), is not in \(kata.pristineStarterPath)")
        }
    }

    /// The checks compiled against the pristine starter and the solution are the very checks
    /// compiled against the learner's code.
    func testStarterAndSolutionChecksAreSymlinksToTheChecks() throws {
        for kata in catalog.katas {
            let checks = try SwiftFiles.list(in: packageRoot.appendingPathComponent(kata.checksPath))
            for folder in ["Sources/StarterChecks/\(kata.module)", "Sources/SolutionChecks/\(kata.module)"] {
                let linked = try SwiftFiles.list(in: packageRoot.appendingPathComponent(folder))
                XCTAssertEqual(linked, checks, "\(kata.id): \(folder) must hold one symlink per checks file")
                for file in linked {
                    let resolved = URL(fileURLWithPath: path("\(folder)/\(file)")).resolvingSymlinksInPath().path
                    XCTAssertEqual(resolved, URL(fileURLWithPath: path("\(kata.checksPath)/\(file)")).resolvingSymlinksInPath().path,
                                   "\(kata.id): \(folder)/\(file) is not a symlink to the checks")
                }
            }
        }
    }

    /// Runs the pristine starters (Starters/), never the learner's copy (Katas/): a learner who
    /// solved a kata still sees `swift test` pass.
    func testSolutionPassesAndStarterFailsTheSameChecks() throws {
        let runner = ChecksRunner(root: packageRoot, timeout: 10)
        for kata in catalog.katas {
            let starterBinary = productsDirectory.appendingPathComponent(kata.pristineChecksProduct).path
            let solutionBinary = productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
            guard FileManager.default.fileExists(atPath: starterBinary), FileManager.default.fileExists(atPath: solutionBinary) else {
                XCTFail("\(kata.id): no checks executables: is \(kata.module) in Package.swift's katas?")
                continue
            }
            let solution = try runner.run(solutionBinary, sources: kata.solutionPath)
            let starter = try runner.run(starterBinary, sources: kata.pristineStarterPath)
            XCTAssertGreaterThanOrEqual(solution.count, 8, "\(kata.id): fewer than 8 checks")
            XCTAssertEqual(solution.map(\.name), starter.map(\.name), "\(kata.id): the starter and the solution ran different checks")
            XCTAssertEqual(Set(solution.map(\.name)).count, solution.count, "\(kata.id): two checks have the same name")
            for result in solution where !result.isPassing {
                XCTFail("\(kata.id): the solution fails '\(result.name)': \(result.failures.map(\.message).joined(separator: "; "))")
            }
            XCTAssertTrue(starter.contains { !$0.isPassing }, "\(kata.id): the starter passes every check")
        }
    }
}
