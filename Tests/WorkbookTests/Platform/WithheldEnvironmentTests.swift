import Foundation
@testable import KataKit
@testable import Workbook
import XCTest

/// `KATA_SEARCHES=off` turns the checks' searches off for the benchmark: `kata` never hands it
/// on to what it starts, so a learner who exports it before `kata grade` is still searched.
final class WithheldEnvironmentTests: XCTestCase {
    func testAChildOfKataDoesNotInheritTheVariableThatTurnsTheSearchesOff() throws {
        setenv(SearchBudget.searchesOffVariable, "off", 1)
        setenv("KATA_WITHHELD_PROBE", "kept", 1)
        defer {
            unsetenv(SearchBudget.searchesOffVariable)
            unsetenv("KATA_WITHHELD_PROBE")
        }
        let result = try Subprocess.run("/bin/sh", ["-c", "echo \"searches=${KATA_SEARCHES-unset} probe=${KATA_WITHHELD_PROBE-unset}\""])
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "searches=unset probe=kept",
                       "expected the child to inherit the environment without KATA_SEARCHES")
    }

    func testTheSearchesRunTheirWholeBudgetUnlessTheBenchmarkTurnsThemOff() {
        XCTAssertEqual(SearchBudget(sequences: 0, minimumSequences: 0).seeds, [])
        XCTAssertEqual(SearchBudget.standard(in: [:]).sequences, 100)
        let off = SearchBudget.standard(in: [SearchBudget.searchesOffVariable: "off"])
        XCTAssertEqual(off.sequences, 0, "expected no sequence with KATA_SEARCHES=off")
        XCTAssertEqual(off.minimumSequences, 0)
        XCTAssertEqual(SearchBudget.standard(in: [SearchBudget.replayedSeedVariable: "7"]).seeds, [7])
    }

    /// The learner's code runs inside the checks process: a `setenv` during one search must not
    /// turn the next one off, nor replay one seed only.
    func testTheSwitchesAreTheOnesTheProcessStartedWith() {
        XCTAssertNil(LaunchEnvironment.values[SearchBudget.searchesOffVariable], "this test process starts without the switch")
        setenv(SearchBudget.searchesOffVariable, "off", 1)
        setenv(SearchBudget.replayedSeedVariable, "3", 1)
        defer {
            unsetenv(SearchBudget.searchesOffVariable)
            unsetenv(SearchBudget.replayedSeedVariable)
        }
        XCTAssertEqual(SearchBudget.standard.sequences, 100)
        XCTAssertNil(SearchBudget.standard.replayedSeed)
        XCTAssertFalse(Codebase.isReadingSwitchedOff)
    }

    func testOnlyARunOfTheReferenceHandsTheSwitchesOnToItsChecks() {
        let exported = [SearchBudget.searchesOffVariable: "off", Codebase.indexOffVariable: "off"]
        XCTAssertEqual(Child.benchmarkSwitches(solution: true, environment: exported), exported, "kata run --solution: the benchmarks' switches")
        XCTAssertEqual(Child.benchmarkSwitches(solution: false, environment: exported), [:], "the learner's code: every search and rule runs")
        XCTAssertEqual(Child.benchmarkSwitches(solution: true, environment: [:]), [:])
        XCTAssertEqual(Child.benchmarkSwitches(solution: true, environment: [Codebase.indexOffVariable: "on"]), [:])
    }

    func testAChildOfKataDoesNotInheritTheVariableThatTurnsTheRulesReadingOff() throws {
        setenv(Codebase.indexOffVariable, "off", 1)
        defer { unsetenv(Codebase.indexOffVariable) }
        let result = try Subprocess.run("/bin/sh", ["-c", "echo \"index=${KATA_INDEX-unset}\""])
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "index=unset",
                       "expected the child to inherit the environment without KATA_INDEX")
    }

    func testAGradeHandsNoReplayedSeedOnToTheChecks() throws {
        setenv(SearchBudget.replayedSeedVariable, "8", 1)
        defer {
            unsetenv(SearchBudget.replayedSeedVariable)
            unsetenv(SearchBudget.everySequenceVariable)
        }
        XCTAssertEqual(SearchBudget.standard(in: ProcessInfo.processInfo.environment).seeds, [8], "a learner's own run replays the seed")
        let workbook = makeFixtureWorkbook()
        defer { try? FileManager.default.removeItem(at: workbook) }
        // A grade of a folder that is not there ends at once, with a usage error; the seed is
        // already gone from what the grade's processes inherit.
        let recorder = RecordingConsole()
        let status = Workbook.main(arguments: ["grade", "no-such-submission"], directory: workbook, console: recorder.console) { _ in
            recorder.console
        }
        XCTAssertEqual(status, 64, recorder.errors)
        XCTAssertNil(ProcessInfo.processInfo.environment[SearchBudget.replayedSeedVariable],
                     "expected kata grade to withhold KATA_SEED from the checks it starts")
        XCTAssertEqual(ProcessInfo.processInfo.environment[SearchBudget.everySequenceVariable], "1",
                       "expected kata grade to hand KATA_EVERY_SEQUENCE=1 on to the checks it starts: every sequence, however busy the machine")
        XCTAssertEqual(everySequence, [SearchBudget.everySequenceVariable: "1"], "the design tests judge as a grade does")
        XCTAssertEqual(SearchBudget.standard.seeds.count, 100)
    }
}
