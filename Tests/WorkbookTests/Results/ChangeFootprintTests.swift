import KataKit
import XCTest
@testable import Workbook

/// The footprint of a change, on code whose declarations are given by hand (the index's part is
/// covered end to end by EndToEndChangeTests and ChangeRequestTests).
final class ChangeFootprintTests: XCTestCase {
    private func declaration(_ name: String, _ kind: String, _ usr: String, _ file: String, _ line: Int,
                             parent: String? = nil, part: String? = nil) -> PartGraph.Declaration {
        PartGraph.Declaration(name: name, kind: kind, usr: usr, file: file, line: line, parent: parent, part: part)
    }

    private let before = """
        struct Cart {
            var items: [Int]

            func total() -> Int {
                items.reduce(0, +)
            }
        }

        """

    private var beforeDeclarations: [PartGraph.Declaration] {
        [declaration("Cart", "struct", "Cart", "Cart.swift", 1, part: "domain"),
         declaration("items", "instanceProperty", "items", "Cart.swift", 2, parent: "Cart", part: "domain"),
         declaration("total()", "instanceMethod", "total()", "Cart.swift", 4, parent: "Cart", part: "domain")]
    }

    func testANewMemberAddsADeclarationAndChangesNoOther() {
        let after = before.replacingOccurrences(of: "    }\n}\n", with: "    }\n\n    // Tax, in percent.\n    var tax: Int { 20 }\n}\n")
        let footprint = ChangeFootprint.measure(
            from: .init(files: ["Cart.swift": before], declarations: beforeDeclarations),
            to: .init(files: ["Cart.swift": after],
                      declarations: beforeDeclarations + [declaration("tax", "instanceProperty", "tax", "Cart.swift", 9, parent: "Cart", part: "domain"),
                                                          declaration("getter:tax", "instanceMethod", "getter:tax", "Cart.swift", 9, parent: "tax")]))
        XCTAssertEqual(footprint, ChangeFootprint(filesChanged: ["Cart.swift"], linesAdded: 3, declarationsAdded: ["Cart.tax"],
                                                  partsTouched: ["domain"], onlyNewCodeAdded: true))
    }

    func testABodyEditedAndASignatureChangedAreChangedDeclarations() {
        let after = """
            struct Cart {
                var items: [Int]

                func total(discount: Int) -> Int {
                    items.reduce(0, +) - discount
                }
            }

            """
        let declarations = [beforeDeclarations[0], beforeDeclarations[1],
                            declaration("total(discount:)", "instanceMethod", "total(discount:)", "Cart.swift", 4, parent: "Cart", part: "domain")]
        let footprint = ChangeFootprint.measure(from: .init(files: ["Cart.swift": before], declarations: beforeDeclarations),
                                                to: .init(files: ["Cart.swift": after], declarations: declarations))
        XCTAssertEqual(footprint, ChangeFootprint(filesChanged: ["Cart.swift"], linesAdded: 2, linesRemoved: 2,
                                                  declarationsChanged: ["Cart.total(discount:)"], partsTouched: ["domain"],
                                                  onlyNewCodeAdded: false,
                                                  existingCodeTouched: [.init(name: "Cart.total(discount:)", file: "Cart.swift", line: 4, part: "domain")]))
    }

    func testARemovedFileRemovesItsDeclarationsAndAnAddedFileAddsItsOwn() {
        let footprint = ChangeFootprint.measure(
            from: .init(files: ["Cart.swift": before, "Old.swift": "enum Old {}\n"],
                        declarations: beforeDeclarations + [declaration("Old", "enum", "Old", "Old.swift", 1, part: "data")]),
            to: .init(files: ["Cart.swift": before, "New/Price.swift": "// Prices.\nstruct Price {}\n"],
                      declarations: beforeDeclarations + [declaration("Price", "struct", "Price", "New/Price.swift", 2, part: "domain")]))
        XCTAssertEqual(footprint, ChangeFootprint(filesAdded: ["New/Price.swift"], filesRemoved: ["Old.swift"], linesAdded: 2, linesRemoved: 1,
                                                  declarationsAdded: ["Price"], declarationsRemoved: ["Old"], partsTouched: ["data", "domain"],
                                                  onlyNewCodeAdded: false,
                                                  existingCodeTouched: [.init(name: "Old", file: "Old.swift", line: 1, part: "data", isRemoved: true)]))
    }

    func testADeclarationsExtentFollowsItsBracesOrItsStatement() {
        let lines = """
            struct S {
                let today: @Sendable () -> Date
                var text = "{ not a brace"  // nor { this
                func f(
                    a: Int
                ) -> Int {
                    a
                }
                case one, two
                init(now: () -> Int = { 1 }) {
                    self.now = now
                }
            }
            """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(DeclarationExtent.end(ofDeclarationAt: 1, in: lines), 13)
        XCTAssertEqual(DeclarationExtent.end(ofDeclarationAt: 10, in: lines), 12, "a default argument's closure is not the body")
        XCTAssertEqual(DeclarationExtent.end(ofDeclarationAt: 2, in: lines), 2)
        XCTAssertEqual(DeclarationExtent.end(ofDeclarationAt: 3, in: lines), 3)
        XCTAssertEqual(DeclarationExtent.end(ofDeclarationAt: 4, in: lines), 8)
        XCTAssertEqual(DeclarationExtent.end(ofDeclarationAt: 9, in: lines), 9)
        XCTAssertEqual(LineDiff.changedLines(from: "a\nb\nc\n", to: "a\nx\nc\nd\n").removed, [2])
        XCTAssertEqual(LineDiff.changedLines(from: "a\nb\nc\n", to: "a\nx\nc\nd\n").added, [2, 4])
    }
}
