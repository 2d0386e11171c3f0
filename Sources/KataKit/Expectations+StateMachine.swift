import Foundation

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
    var report = await machine.search()
    if LaunchEnvironment.values[SearchReport.statisticsVariable] != nil {
        FileHandle.standardError.write(Data((report.statistics + "\n").utf8))
    }
    if var counterexample = report.counterexample {
        counterexample.observed = machine.differences.observed(in: counterexample.difference)
        report.counterexample = counterexample
        FailureRecorder.shared.record(Failure(message: counterexample.description, file: "\(file)", line: Int(line),
                                              observed: counterexample.observed))
    } else if report.sequences < min(machine.budget.minimumSequences, machine.budget.seeds.count) {
        let perStep = report.steps > 0 ? report.duration / Double(report.steps) : report.duration
        recordFailure("the search ran \(report.sequences) of its \(machine.budget.minimumSequences) sequences in "
                      + "\(String(format: "%.1f", report.duration)) s (about \(String(format: "%.2f", perStep)) s a step): "
                      + "something in the steps waits, where it should answer at once", file: file, line: line)
    }
    return report
}
