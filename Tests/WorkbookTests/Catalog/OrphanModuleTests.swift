import Foundation
import KataKit
@testable import Workbook
import XCTest

/// `kata dev check` of a whole workbook (issue 53): a module with folders or a line in
/// Package.swift but no catalog entry is named with every trace of it, and a compile error is
/// shown at the file the author edits, every one of them.
final class OrphanModuleTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-orphans-\(UUID().uuidString)")
        for folder in ["Katas/Ghost", "Sources/Checks/Ghost", "Katas/Kept", "Solutions/Kept", "Solutions/Changes/Kept", "Sources/Checks/Kept"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try """
            let katas = [
                "Kept",
                "Ghost",
                "Phantom",
            ]
            let changes = ["Kept"]
            """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testAModuleWithCodeButNoCatalogEntryIsNamedWithEveryTraceOfIt() {
        let kept = KataInfo(id: "kept", module: "Kept", title: "Kept", open: "Kept.swift", hints: [])
        let orphans = KataContract(root: root).orphans(cataloged: [kept])
        XCTAssertEqual(orphans.map(\.kata), ["Ghost", "Phantom"], "\(orphans)")
        XCTAssertTrue(orphans[0].message.hasPrefix("Katas/Ghost, Sources/Checks/Ghost, Package.swift's `let katas = [...]` name a module Ghost "
                                                   + "that no entry of Katas/katas.json has"), orphans[0].message)
        XCTAssertTrue(orphans[1].message.hasPrefix("Package.swift's `let katas = [...]` name a module Phantom"), orphans[1].message)
        XCTAssertTrue(orphans[0].message.hasSuffix("Add its entry (id, title, module \"Ghost\", hints), or remove these"), orphans[0].message)
        let all = KataContract(root: root).orphans(cataloged: [kept, KataInfo(id: "ghost", module: "Ghost", title: "", open: "", hints: []),
                                                               KataInfo(id: "phantom", module: "Phantom", title: "", open: "", hints: [])])
        XCTAssertEqual(all, [], "Solutions/Changes is the second acts' folder, not a module")
    }

    func testARuleThatHoldsForNothingInTheReferenceIsAFinding() {
        let kata = KataInfo(id: "kept", module: "Kept", title: "Kept", open: "Kept.swift", hints: [])
        var rule = CheckResult(name: "Trip is pure", kind: .architecture, status: .pass, duration: 0)
        rule.unmatchedNames = ["the type Trpi"]
        let messages = KataContract(root: root).findings(for: kata, referenceResults: [rule]).map(\.message)
        XCTAssertTrue(messages.contains("the rule 'Trip is pure' holds for nothing in the reference: the type Trpi matches nothing in "
                                        + "Solutions/Kept. Fix the name, or, if the rule is about something the reference never has, "
                                        + "write .mayBeEmpty() on that selection"), "\(messages)")
    }

    func testTheWorkbookHasNoModuleOutsideItsCatalog() throws {
        XCTAssertEqual(KataContract(root: packageRoot).orphans(cataloged: try Catalog(root: packageRoot).katas), [])
    }

    func testEveryCompileErrorIsShownOnceAtTheFileTheAuthorEdits() throws {
        let checks = root.appendingPathComponent("Sources/Checks/Kept/KeptChecks.swift")
        try "".write(to: checks, atomically: true, encoding: .utf8)
        let links = root.appendingPathComponent("Sources/SolutionChecks/Kept")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("KeptChecks.swift").path,
                                                   withDestinationPath: "../../Checks/Kept/KeptChecks.swift")
        let diagnostics = [
            Diagnostic(file: "Sources/SolutionChecks/Kept/KeptChecks.swift", line: 3, column: 9, severity: .error,
                       message: "type 'Any' cannot conform to 'Equatable'"),
            Diagnostic(file: "Sources/SolutionChecks/Kept/KeptChecks.swift", line: 3, column: 9, severity: .note, message: "only concrete types"),
            Diagnostic(file: "Sources/SolutionChecks/Kept/KeptChecks.swift", line: 7, column: 14, severity: .error,
                       message: "value of type 'Shelf' has no member 'eggs'"),
            Diagnostic(file: "Sources/SolutionChecks/Kept/KeptChecks.swift", line: 7, column: 14, severity: .error,
                       message: "value of type 'Shelf' has no member 'eggs'"),
            Diagnostic(file: "Solutions/Kept/Shelf.swift", line: 2, column: 1, severity: .error, message: "expected declaration"),
        ]
        let errors = Diagnostic.errorsAtEditedFiles(diagnostics, root: root)
        XCTAssertEqual(errors.map(\.place), [
            "Sources/Checks/Kept/KeptChecks.swift:3:9: type 'Any' cannot conform to 'Equatable'",
            "Sources/Checks/Kept/KeptChecks.swift:7:14: value of type 'Shelf' has no member 'eggs'",
            "Solutions/Kept/Shelf.swift:2:1: expected declaration",
        ])
        XCTAssertEqual(errors.map(\.inChecks), [true, true, false])
    }
}
