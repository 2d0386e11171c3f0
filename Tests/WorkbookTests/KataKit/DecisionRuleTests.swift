@testable import KataKit
import XCTest

/// The source reading behind the rules about decisions: which value a call is given (traced to
/// the result of `validated()`, or not), and what a composition root decides.
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

    func testADecisionIsFoundOutsideCommentsAndStrings() {
        XCTAssertEqual(CodeSelection.decisions(in: "        guard (200...299).contains(status) else {").map(\.1), ["guard", ".contains(_:)"])
        XCTAssertEqual(CodeSelection.decisions(in: "let kind = status == 200 ? \"ok\" : \"no\"").map(\.1), ["==", "?:"])
        XCTAssertEqual(CodeSelection.decisions(in: CodeSelection.codeOnly("let label = \"if == else\" // if it fails", from: 0)).map(\.1), [])
        XCTAssertEqual(CodeSelection.decisions(in: "TodoListView(viewModel: TodoListViewModel(useCase: makeUseCase()))").map(\.1), [])
    }
}
