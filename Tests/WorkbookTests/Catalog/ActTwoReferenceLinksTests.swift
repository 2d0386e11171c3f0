import XCTest
@testable import Workbook

/// An act-2 reference stores what changes over act 1's: each file it keeps as it was is a link
/// to the act-1 reference's (`Solutions/Changes/<Module>/Domain/EggID.swift` →
/// `../../../<Module>/Domain/EggID.swift`), so a fix to act 1 is made once, and the file is still
/// real code a learner opens where the act-2 reference's other files are.
final class ActTwoReferenceLinksTests: XCTestCase {
    func testEveryFileTheSecondActKeepsIsALinkToTheFirstActsAndEveryLinkResolvesThere() throws {
        let catalog = try Catalog(root: packageRoot)
        let fileManager = FileManager.default
        for kata in catalog.katas where kata.change != nil {
            let first = packageRoot.appendingPathComponent("Solutions/\(kata.module)")
            let second = packageRoot.appendingPathComponent("Solutions/Changes/\(kata.module)")
            for name in try SwiftFiles.list(in: second) {
                let file = second.appendingPathComponent(name)
                let original = first.appendingPathComponent(name)
                if let link = try? fileManager.destinationOfSymbolicLink(atPath: file.path) {
                    XCTAssertFalse(link.hasPrefix("/"), "\(kata.id): \(name) links to an absolute path, \(link): a clone elsewhere would lose it")
                    XCTAssertEqual(file.resolvingSymlinksInPath().path, original.resolvingSymlinksInPath().path,
                                   "\(kata.id): \(name) links to \(link), not to the first act's file of the same name")
                } else if let kept = fileManager.contents(atPath: original.path) {
                    XCTAssertNotEqual(fileManager.contents(atPath: file.path), kept,
                                      "\(kata.id): Solutions/Changes/\(kata.module)/\(name) is a copy of the first act's: make it a link (ln -sf with a relative path), so a fix is made once")
                }
            }
        }
    }
}
