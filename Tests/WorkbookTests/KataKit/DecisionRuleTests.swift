@testable import KataKit
import XCTest

/// How a composition root's predicates are found.
final class DecisionRuleTests: XCTestCase {
    /// A predicate is found by its result's type, as the compiler writes it in the USR (the
    /// USRs below are the mangled names `swiftc` gave these declarations), never by its name.
    func testAPredicateIsFoundByWhatItAnswers() {
        func symbol(_ usr: String, _ name: String, _ kind: IndexedSymbol.Kind) -> IndexedSymbol {
            IndexedSymbol(usr: usr, name: name, kind: kind)
        }
        let predicates = [
            symbol("s:4main10HTTPAnswerO9isSuccessySb20FoundationEssentials4DataVFZ", "isSuccess(_:)", .staticMethod),
            symbol("s:4main10HTTPAnswerO1m1x_SbSi_SitF", "m(x:_:)", .instanceMethod),
            symbol("s:4main10HTTPAnswerO4both_1bSbSi_SStFZ", "both(_:b:)", .staticMethod),
            symbol("s:4main10HTTPAnswerO4noneSbyFZ", "none()", .staticMethod),
            symbol("s:4main10HTTPAnswerO3genySbxlFZ", "gen(_:)", .staticMethod),
            symbol("s:4main10HTTPAnswerO3optySbSgSiFZ", "opt(_:)", .staticMethod),
            symbol("s:4main10HTTPAnswerO4flagSbvpZ", "flag", .staticProperty),
            symbol("s:4main1PV2eeoiySbAC_ACtFZ", "==(_:_:)", .staticMethod),
            symbol("s:4main1loiySbAA10HTTPAnswerO_ADtF", "<(_:_:)", .function),
        ]
        for predicate in predicates {
            XCTAssertTrue(CodeSelection.answersABool(predicate), "\(predicate.name) answers a Bool")
        }
        let others = [
            symbol("s:4main10HTTPAnswerO4code2ofSi20FoundationEssentials4DataV_tFZ", "code(of:)", .staticMethod),
            symbol("s:4main10HTTPAnswerO1wySiSbF", "w(_:)", .instanceMethod),
            symbol("s:4main10HTTPAnswerO1vyyF", "v()", .instanceMethod),
            symbol("s:4main1PV1aSivp", "a", .instanceProperty),
        ]
        for other in others {
            XCTAssertFalse(CodeSelection.answersABool(other), "\(other.name) answers no Bool")
        }
    }
}
