import Foundation
import XCTest
@testable import Workbook

/// AUTHORING.md quotes the contract from the one place that states it (``KataContract``): a
/// change there that the guide does not follow fails here.
final class AuthoringGuideTests: XCTestCase {
    func testTheGuideQuotesTheContractsFiguresAndSections() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("AUTHORING.md"), encoding: .utf8)
        for figure in [KataContract.minimumChecks, KataContract.minimumLessonLength, KataContract.minimumHints,
                       KataContract.minimumChangeChecks, KataContract.minimumStoryLength] {
            XCTAssertTrue(guide.contains("**\(figure)**"), "AUTHORING.md does not quote **\(figure)**")
        }
        for section in KataContract.lessonSections + [KataContract.secondActSectionPrefix, KataContract.everyNameDesign] {
            XCTAssertTrue(guide.contains(section), "AUTHORING.md does not name \(section)")
        }
    }

    /// Every public selection and verb of KataKit's rules is named in AUTHORING.md (issue 53: the
    /// lists missed eight the katas use): a `public func` or `public var` of the rules' sources
    /// that gives a `CodeSelection` or the `[Violation]`s of a statement.
    func testTheGuideNamesEveryPublicSelectionAndVerbOfTheRules() throws {
        let guide = try String(contentsOf: packageRoot.appendingPathComponent("AUTHORING.md"), encoding: .utf8)
        let folder = packageRoot.appendingPathComponent("Sources/KataKit/Architecture")
        let declaration = try NSRegularExpression(
            pattern: #"public (?:func|var) ([A-Za-z_][A-Za-z0-9_]*)[^{\n]*(?:-> |: )(?:CodeSelection|\[Violation\])"#)
        var names = Set<String>()
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        XCTAssertGreaterThan(names.count, 30, "the rules' public API was read: \(names.sorted())")
        let unnamed = names.sorted().filter { !guide.contains("`\($0)") && !guide.contains(".\($0)") }
        XCTAssertEqual(unnamed, [], "AUTHORING.md (\"The rules\") does not name these public selections or verbs")
    }
}
