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
}
