import KataKit
import XCTest
@testable import Workbook

/// The lesson is the contract: each lesson's section "## The architecture rules" lists, in
/// bold, exactly the rules `kata run` prints for its kata (``KataContract``, held in
/// CatalogTests), and the promises about structure or effects (must, never, only) are made
/// there and nowhere else.
final class LessonContractTests: XCTestCase {
    static let heading = "## " + KataContract.rulesHeading

    private let catalog: Catalog = {
        do { return try Catalog(root: packageRoot) } catch { fatalError("\(error)") }
    }()

    /// Outside its rules section, a lesson states no structural promise of its own: a line that
    /// says code must not, never or may only import, reach, depend on or keep global state either
    /// names a rule (and points to the section) or is moved there. A line-by-line reading: a
    /// heuristic that keeps the obvious drift out, not a proof.
    func testPromisesAboutStructureAreMadeOnlyInTheRulesSection() throws {
        for kata in catalog.katas {
            let lesson = try String(contentsOf: packageRoot.appendingPathComponent(kata.lessonPath), encoding: .utf8)
            guard let range = lesson.range(of: "\n" + Self.heading + "\n") else { continue }
            let rest = lesson[range.upperBound...]
            let end = rest.range(of: "\n## ").map(\.lowerBound) ?? lesson.endIndex
            let outside = String(lesson[..<range.lowerBound]) + String(lesson[end...])
            for line in outside.split(separator: "\n") where Self.isStructuralPromise(String(line)) {
                XCTFail("\(kata.id): a structural promise outside \"\(Self.heading)\" (state it there as a rule, or point to it): \(line)")
            }
        }
    }

    func testTheDetectorFindsAStructuralPromiseAndLetsAReferenceThrough() {
        XCTAssertTrue(Self.isStructuralPromise("The entity must never reach the mailer."))
        XCTAssertTrue(Self.isStructuralPromise("Domain/ may only import Foundation."))
        XCTAssertFalse(Self.isStructuralPromise("Rule 3 says the entity never reaches the mailer."))
        XCTAssertFalse(Self.isStructuralPromise("Building the screen must not fetch."))
    }

    /// A line that promises something about structure or effects (not a behaviour), without
    /// naming a rule.
    static func isStructuralPromise(_ line: String) -> Bool {
        guard !line.hasPrefix(">"), !line.lowercased().contains("rule") else { return false }
        return line.range(of: #"\b(must not|must never|never|may only)\b[^.]*\b(imports?|reach(es)?|depends? on|global or static|shared state)\b"#,
                          options: [.regularExpression, .caseInsensitive]) != nil
    }

    func testTheListIsReadFromBoldItems() {
        let section = """
        1. **Trip is a value, all the way down.** A struct.
        - **Only `Egg` changes an egg's size and
          id.** Because.
        Not a rule: **bold in a sentence**.
        """
        XCTAssertEqual(Self.listedRules(in: section), ["trip is a value, all the way down", "only egg changes an egg's size and id"])
    }

    static func listedRules(in section: String) -> [String] { Lesson.listedRules(in: section) }
}
