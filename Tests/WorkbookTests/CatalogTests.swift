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
            XCTAssertTrue(FileManager.default.fileExists(atPath: path("\(kata.starterPath)/\(kata.open)")),
                          "\(kata.id): the file to open, \(kata.open), is not in \(kata.starterPath)")
        }
    }

    func testSolutionChecksAreSymlinksToTheStarterChecks() throws {
        for kata in catalog.katas {
            let checks = try SwiftFiles.list(in: packageRoot.appendingPathComponent(kata.checksPath))
            let solutionFolder = "Sources/SolutionChecks/\(kata.module)"
            let solutionChecks = try SwiftFiles.list(in: packageRoot.appendingPathComponent(solutionFolder))
            XCTAssertEqual(solutionChecks, checks, "\(kata.id): \(solutionFolder) must hold one symlink per checks file")
            for file in solutionChecks {
                let resolved = URL(fileURLWithPath: path("\(solutionFolder)/\(file)")).resolvingSymlinksInPath().path
                XCTAssertEqual(resolved, URL(fileURLWithPath: path("\(kata.checksPath)/\(file)")).resolvingSymlinksInPath().path,
                               "\(kata.id): \(solutionFolder)/\(file) is not a symlink to the checks")
            }
        }
    }

    func testPristineStarterMatchesTheStarter() throws {
        for kata in catalog.katas {
            let starter = packageRoot.appendingPathComponent(kata.starterPath)
            let pristine = packageRoot.appendingPathComponent(kata.pristineStarterPath)
            let files = try SwiftFiles.list(in: starter)
            XCTAssertEqual(try SwiftFiles.list(in: pristine), files,
                           "\(kata.id): \(kata.pristineStarterPath) (what `kata reset` restores) differs from \(kata.starterPath): if you edited the kata, run `kata reset \(kata.id)`; if you are its author, copy the starter there")
            for file in files {
                XCTAssertEqual(SwiftFiles.read(pristine.appendingPathComponent(file)), SwiftFiles.read(starter.appendingPathComponent(file)),
                               "\(kata.id): \(kata.pristineStarterPath)/\(file) differs from the starter")
            }
        }
    }

    func testSolutionPassesAndStarterFailsTheSameChecks() throws {
        let runner = ChecksRunner(root: packageRoot, timeout: 10)
        for kata in catalog.katas {
            let starterBinary = productsDirectory.appendingPathComponent(kata.checksProduct(solution: false)).path
            let solutionBinary = productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
            guard FileManager.default.fileExists(atPath: starterBinary), FileManager.default.fileExists(atPath: solutionBinary) else {
                XCTFail("\(kata.id): no checks executables: is \(kata.module) in Package.swift's katas?")
                continue
            }
            let solution = try runner.run(solutionBinary, sources: kata.solutionPath)
            let starter = try runner.run(starterBinary, sources: kata.starterPath)
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
