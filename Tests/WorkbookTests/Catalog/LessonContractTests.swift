import KataKit
import XCTest
@testable import Workbook

/// The lesson is the contract: each lesson's section "## The architecture rules" lists, in
/// bold, exactly the rules `kata run` prints for its kata, and the promises about structure or
/// effects (must, never, only) are made there and nowhere else.
final class LessonContractTests: XCTestCase {
    static let heading = "## The architecture rules"

    private let catalog: Catalog = {
        do { return try Catalog(root: packageRoot) } catch { fatalError("\(error)") }
    }()

    func testEachLessonListsExactlyItsKatasRules() throws {
        let runner = ChecksRunner(root: packageRoot, timeout: 10)
        for kata in catalog.katas {
            let lesson = try String(contentsOf: packageRoot.appendingPathComponent(kata.lessonPath), encoding: .utf8)
            guard let section = Self.section(of: lesson) else {
                XCTFail("\(kata.id): the lesson has no section \"\(Self.heading)\"")
                continue
            }
            let binary = productsDirectory.appendingPathComponent(kata.checksProduct(solution: true)).path
            let results = try runner.run(binary, sources: kata.solutionPath)
            let rules = results.filter { $0.kind == .architecture }.map { Self.normalized($0.name) }
            XCTAssertFalse(rules.isEmpty, "\(kata.id): no rules ran")
            XCTAssertEqual(Self.listedRules(in: section).sorted(), rules.sorted(),
                           "\(kata.id): the rules the lesson lists in \"\(Self.heading)\" and the rules kata run prints differ")
        }
    }

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

    /// The section's text, up to the next heading of its level.
    static func section(of lesson: String) -> String? {
        guard let range = lesson.range(of: "\n" + heading + "\n") else { return nil }
        let rest = lesson[range.upperBound...]
        let end = rest.range(of: "\n## ").map(\.lowerBound) ?? lesson.endIndex
        return String(lesson[range.upperBound..<end])
    }

    /// The bold text that opens each item of a list: `1. **Rule.**` or `- **Rule.**`, the bold
    /// text possibly running on over the item's next lines.
    static func listedRules(in section: String) -> [String] {
        var items: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            var text = line.drop { $0 == " " }
            if text.hasPrefix("- ") {
                items.append(String(text.dropFirst(2)))
            } else if let dot = text.firstIndex(of: "."), !text[..<dot].isEmpty, text[..<dot].allSatisfy(\.isNumber) {
                text = text[text.index(after: dot)...].drop { $0 == " " }
                items.append(String(text))
            } else if line.hasPrefix(" "), !text.isEmpty, let last = items.popLast() {
                items.append(last + " " + text)
            } else if text.isEmpty, !items.isEmpty {
                items.append("")
            }
        }
        return items.compactMap { item -> String? in
            guard item.hasPrefix("**"), let close = item.dropFirst(2).range(of: "**") else { return nil }
            return normalized(String(item.dropFirst(2)[..<close.lowerBound]))
        }
    }

    /// Without backticks, a final full stop and the case of the first letter.
    static func normalized(_ name: String) -> String {
        var text = name.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        return text.lowercased()
    }
}
