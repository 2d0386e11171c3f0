import XCTest
@testable import Workbook

/// The package builds at every point of a learner's progress: each change request's own check
/// file is compiled into the learner's act-2 executable only by `kata`'s builds
/// (`KATA_CHANGE_CHECKS`, see Package.swift), and always into the reference's (`CHANGE_SOLUTION`).
/// A file without the guard would stop `swift build` while a second act is half done.
final class ChangeChecksGuardTests: XCTestCase {
    func testEveryChangeCheckFileIsCompiledOnlyByKataOrForTheReference() throws {
        let catalog = try Catalog(root: packageRoot)
        var checked = 0
        for kata in catalog.katas where kata.change != nil {
            let files = ChangeChecksLink.changeFiles(of: kata, root: packageRoot)
            XCTAssertFalse(files.isEmpty, "\(kata.id) has change checks")
            for file in files {
                let path = "Sources/ChangeSolutionChecks/\(kata.module)/\(file)"
                let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
                let code = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
                XCTAssertEqual(code.first, "#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION", "\(path) starts with the guard")
                XCTAssertEqual(code.last, "#endif", "\(path) ends the guard")
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, catalog.katas.filter { $0.change != nil }.count)
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(#"Context.environment["KATA_CHANGE_CHECKS"]"#), "Package.swift reads what kata sets")
        XCTAssertEqual(KataBuilder.environment["KATA_CHANGE_CHECKS"], "1")
    }
}
