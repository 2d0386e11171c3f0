/// Expects the system to agree with the model on every sequence the search draws.
///
/// A disagreement fails the check once, with the shortest sequence found, in the steps' own
/// words, and the seed that replays it (`KATA_SEED=<seed>`): `after load (offline), load
/// (offline), load (an answer that is not todos): expected …, got … (seed 41)`.
///
/// - Returns: What the search tried, for a check that wants to say more.
@MainActor
@discardableResult
public func expectModelHolds<Model, System, Step>(
    _ machine: StateMachine<Model, System, Step>, file: StaticString = #filePath, line: UInt = #line
) async -> SearchReport {
    let report = await machine.search()
    if let counterexample = report.counterexample {
        recordFailure(counterexample.description, file: file, line: line)
    }
    return report
}
