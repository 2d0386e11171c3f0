@testable import KataKit
import XCTest

/// A rule about a name the code does not have selects nothing and holds, for any design (issue
/// 53): the names a rule spells that match nothing are reported with its result, so that `kata
/// dev check` fails the rule on the reference; `mayBeEmpty()` allows one on purpose.
final class SpelledNamesTests: XCTestCase {
    func testEveryNameARuleSpellsThatMatchesNothingIsReportedOnce() throws {
        let code = try ArchitectureRuleTests.sample()
        let spelled = SpelledNames()
        let violations = SpelledNames.$current.withValue(spelled) {
            code.folder("Presentation").mustNotUse(code.folder("Dta"))
                + code.types("Note", "Noet").mustNotUse(code.types("JSONDecoder"))
                + code.property("txt", of: "Note").mustOnlyBeChanged(from: code.types("Note"))
                + code.files(declaring: "Counter").union(code.file("Missing.swift")).mustImportOnly("Foundation")
                + code.values(of: "Nothing").mustOnlyBeMade(from: code.types(conformingTo: "Evnt"))
                + code.folder("Dta").mustNotUse(code.folder("Data"))
        }
        XCTAssertEqual(violations, [], "each holds, for nothing")
        XCTAssertEqual(spelled.names, ["the folder Dta/", "the type Noet", "the property Note.txt", "the file Missing.swift",
                                       "the type Nothing", "the type Evnt"])
    }

    func testANameAllowedToMatchNothingIsNotReportedAndNothingIsNotedOutsideARule() throws {
        let code = try ArchitectureRuleTests.sample()
        let spelled = SpelledNames()
        _ = SpelledNames.$current.withValue(spelled) {
            code.folder("Domain").mustNotUse(code.types("JSONSerialization").mayBeEmpty().union(code.folder("Data")))
                + code.folder("Domain").mustNotUse(code.types("PropertyListDecoder").named("property lists").mayBeEmpty())
        }
        XCTAssertEqual(spelled.names, [])
        _ = code.folder("Nowhere")
        XCTAssertNil(SpelledNames.current)
    }

    func testARuleReportsItsUnmatchedNamesWithItsResult() throws {
        let result = CheckResult(name: "r", kind: .architecture, status: .pass, duration: 0)
        var named = result
        named.unmatchedNames = ["the type Trpi"]
        let decoded = try JSONDecoder().decode(CheckResult.self, from: JSONEncoder().encode(named))
        XCTAssertEqual(decoded.unmatchedNames, ["the type Trpi"])
        let old = try JSONDecoder().decode(CheckResult.self, from: Data(#"{"name":"r","status":"pass","failures":[],"duration":0,"output":""}"#.utf8))
        XCTAssertNil(old.unmatchedNames, "a cached result from before reads as none")
    }
}
