import Foundation
import XCTest
@testable import Workbook

/// Keeps the "declares-every-checks-name" design of each kata complete: its learner declares every
/// public name KataKit exports and every top-level name the kata's checks declare, so that
/// DesignFixtureTests proves the checks compile and pass whatever the learner names their types.
final class CheckNameClashTests: XCTestCase {
    /// A top-level declaration: at the start of a line, after attributes and modifiers.
    static let topLevelDeclaration = try! NSRegularExpression(
        pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|nonisolated)\s+)*"#
            + #"(?:struct|enum|class|protocol|typealias|func|let|var|actor)\s+([A-Za-z_]\w*)"#,
        options: [.anchorsMatchLines])

    static func topLevelNames(in folder: String, publicOnly: Bool = false) throws -> Set<String> {
        let root = packageRoot.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var names: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file.resolvingSymlinksInPath(), encoding: .utf8)
            for match in topLevelDeclaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let whole = Range(match.range, in: text), let name = Range(match.range(at: 1), in: text) else { continue }
                if !publicOnly || text[whole].contains("public ") {
                    names.insert(String(text[name]))
                }
            }
        }
        return names
    }

    func testKataKitPublicNamesAreFound() throws {
        let names = try Self.topLevelNames(in: "Sources/KataKit", publicOnly: true)
        XCTAssertTrue(names.isSuperset(of: ["Check", "Rule", "Kata", "Architecture", "Codebase", "Part", "expectEqual", "fail"]),
                      "\(names.sorted())")
        XCTAssertFalse(names.contains("CheckSession"), "an internal type read as public")
    }

    func testEachKataHasADesignThatDeclaresEveryNameOfKataKitAndOfItsChecks() throws {
        let kataKit = try Self.topLevelNames(in: "Sources/KataKit", publicOnly: true)
        // The katas with designs (KataContract asks each of those for this one).
        let katas = try Catalog(root: packageRoot).katas.filter {
            FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(KataContract.designsPath(of: $0)).path)
        }.map(\.module)
        XCTAssertFalse(katas.isEmpty)
        for kata in katas {
            let checks = try Self.topLevelNames(in: "Sources/Checks/\(kata)")
            XCTAssertTrue(checks.contains("\(kata)Checks"), "\(kata): the @main type was not found among \(checks.sorted())")
            // A name the solution declares is one the learner declares anyway (makeTripEditor).
            let solution = try Self.topLevelNames(in: "Solutions/\(kata)")
            let fixture = try Self.topLevelNames(in: "Tests/WorkbookTests/Fixtures/Designs/\(kata)/\(KataContract.everyNameDesign)")
            let missing = kataKit.union(checks).subtracting(solution).subtracting(fixture)
            XCTAssertEqual(missing.sorted(), [], "\(kata): names the declares-every-checks-name design does not declare")
            let expectation = try String(
                contentsOf: packageRoot.appendingPathComponent(
                    "Tests/WorkbookTests/Fixtures/Designs/\(kata)/declares-every-checks-name/expected.json"),
                encoding: .utf8)
            XCTAssertTrue(expectation.contains(#""failing": []"#), "\(kata): the design is a correct one")
        }
    }
}
