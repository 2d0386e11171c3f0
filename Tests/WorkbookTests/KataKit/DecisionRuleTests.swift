@testable import KataKit
import XCTest

/// The source reading behind the rule about which value a call is given (traced to the result
/// of `validated()`, or not), and how a composition root's predicates are found.
final class DecisionRuleTests: XCTestCase {
    private let names: Set<String> = ["validated"]

    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Why the first `save(` in the text is not given a result of validated(), or nil.
    private func trace(_ text: String) -> String? {
        let lines = lines(text)
        guard let line = lines.firstIndex(where: { $0.contains("save(") }),
              let column = lines[line].range(of: "save(").map({ lines[line].utf8.distance(from: lines[line].startIndex, to: $0.lowerBound) + 1 }),
              let argument = CodeSelection.firstArgument(in: lines, line: line + 1, column: column + 4) else {
            return "no call"
        }
        return CodeSelection.traces(argument, to: names, in: lines, from: 1, line: line + 1, column: column)
    }

    func testTheArgumentIsReadWithoutItsLabelTryAndAwait() {
        let text = lines("    try await repository.save(try await trip.validated(), overwrite: true)")
        XCTAssertEqual(CodeSelection.firstArgument(in: text, line: 1, column: 30), "trip.validated()")
        let labelled = lines("repository.save(trip:\n    valid\n)")
        XCTAssertEqual(CodeSelection.firstArgument(in: labelled, line: 1, column: 16), "valid")
        XCTAssertNil(CodeSelection.firstArgument(in: lines("let store = repository.save"), line: 1, column: 28))
    }

    func testEveryWayOfStoringTheValidatedTripIsTraced() {
        XCTAssertNil(trace("func execute(_ trip: Trip) {\n    try await repository.save(trip.validated())\n}"))
        XCTAssertNil(trace("func execute(_ trip: Trip) {\n    let valid = try trip.validated()\n    try await repository.save(valid)\n}"))
        XCTAssertNil(trace("func execute(_ trip: Trip) {\n    do {\n        let trip = try trip.validated()\n        try await repository.save(trip)\n    }\n}"))
        XCTAssertNil(trace("func execute(_ trip: Trip) {\n    guard let valid = try? trip.validated() else { return }\n    try await repository.save(valid)\n}"))
        XCTAssertNil(trace("func execute(_ trip: Trip) {\n    let valid: Trip\n    valid = try trip.validated()\n    try await repository.save(valid)\n}"))
    }

    func testWhatIsNotTheValidatedTripFailsWithTheReason() {
        XCTAssertEqual(trace("func execute(_ trip: Trip) {\n    _ = try? trip.validated()\n    try await repository.save(trip)\n}"),
                       "trip is a parameter, and the checks follow the value only inside the code that stores it")
        XCTAssertEqual(trace("func execute(_ trip: Trip) {\n    var valid = try trip.validated()\n    try await repository.save(valid)\n}"),
                       "valid is a var, which can change after it was given that value")
        XCTAssertEqual(trace("func execute(_ trip: Trip) {\n    let valid = try trip.validated()\n    let stored = trip\n    try await repository.save(stored)\n}"),
                       "stored is trip")
        XCTAssertEqual(trace("func execute(_ trip: Trip) {\n    let valid: Trip\n    valid = trip\n    try await repository.save(valid)\n}"),
                       "valid is given trip")
        XCTAssertEqual(trace("func execute() {\n    try await repository.save(self.trip)\n}"), "an expression the checks do not trace")
    }

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
