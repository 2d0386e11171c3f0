import Foundation
import XCTest

/// The hidden checks call KataKit's assertions by the library's name (`KataKit.expectEqual(…)`),
/// so that no function of the learner's module, however specific, is called in their place
/// (Swift prefers a more specific overload from the `@testable import`ed module to a library's).
/// The hostile fixture's module declares such overloads, and its verdicts stay the same
/// (`EndToEndTests`).
final class CheckQualificationTests: XCTestCase {
    static let assertions = ["expectEqual", "expectNotEqual", "expectTrue", "expectFalse", "expectNil", "expectNotNil",
                             "fail", "unwrap", "expectThrows", "expectNoThrow", "expectModelHolds"]

    func testEveryCallOfAKataKitAssertionInTheChecksIsQualified() throws {
        let unqualified = try NSRegularExpression(pattern: #"(?<![\w.])(?<!func )("# + Self.assertions.joined(separator: "|") + #")\s*[(<]"#)
        var found: [String] = []
        var calls = 0
        let qualified = try NSRegularExpression(pattern: #"KataKit\.("# + Self.assertions.joined(separator: "|") + #")\("#)
        for folder in ["Sources/Checks", "Sources/ChangeChecks", "Sources/ChangeSolutionChecks"] {
            let base = packageRoot.appendingPathComponent(folder)
            for case let path as String in FileManager.default.enumerator(atPath: base.path)! where path.hasSuffix(".swift") {
                let url = base.appendingPathComponent(path)
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") { continue }
                    let range = NSRange(line.startIndex..., in: line)
                    calls += qualified.numberOfMatches(in: String(line), range: range)
                    if unqualified.firstMatch(in: String(line), range: range) != nil {
                        found.append("\(folder)/\(path):\(number + 1): \(trimmed)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(calls, 300, "the checks' assertions were found")
        XCTAssertEqual(found, [], "call KataKit's assertions as KataKit.expectEqual(…) and the like")
    }
}
