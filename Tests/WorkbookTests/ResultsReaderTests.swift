import KataKit
import XCTest
@testable import Workbook

final class ResultsReaderTests: XCTestCase {
    private let token = "0123456789abcdef0123456789abcdef"
    private let plan = CheckEvent.plan(["first", "second"], kinds: [.behaviour, .architecture])

    private func line(_ event: CheckEvent, token: String? = nil) -> [UInt8] {
        let encoder = JSONEncoder()
        return Array("\n\(token ?? self.token) ".utf8) + ((try? encoder.encode(event)).map(Array.init) ?? []) + [10]
    }

    private func passed(_ name: String, kind: CheckKind = .architecture) -> CheckEvent {
        .finished(1, CheckResult(name: name, kind: kind, status: .pass, duration: 0.5))
    }

    func testReadsThePlanThenTheAskedCheckStartedAndFinishedOnce() {
        var reader = ResultsReader(token: token, index: 1, plan: nil)
        let failed = CheckResult(name: "second", kind: .architecture, status: .fail, failures: [Failure(message: "no")], duration: 1)
        let bytes = line(plan) + line(.started(1)) + line(.finished(1, failed)) + line(passed("second"))
        for byte in bytes { reader.read([byte]) } // one byte at a time: lines may arrive in pieces
        XCTAssertEqual(reader.plan?.names, ["first", "second"])
        XCTAssertEqual(reader.plan?.kinds, [.behaviour, .architecture])
        XCTAssertEqual(reader.startedCount, 1)
        XCTAssertEqual(reader.result, failed, "the first result counts; a second one is ignored")
        XCTAssertNil(reader.current, "nothing more to wait for")
    }

    /// The graph of parts counts once, from this process, after the plan and before any check
    /// started: later, code under test could be running.
    func testTheGraphOfPartsIsReadOnlyBetweenThePlanAndTheFirstCheck() {
        let graph = PartGraph(nodes: [.init(name: "a", declarations: 1)], intended: [], edges: [])
        let other = PartGraph(nodes: [.init(name: "b", declarations: 1)], intended: [], edges: [])
        var reader = ResultsReader(token: token, indices: [1], plan: nil)
        reader.read(line(.graph(other), token: String(repeating: "f", count: 32)) + line(.graph(other)))
        XCTAssertNil(reader.graph, "no graph before the plan, nor with another token")
        reader.read(line(plan) + line(.graph(graph)) + line(.graph(other)))
        XCTAssertEqual(reader.graph, .graph(graph), "the first one counts")
        var late = ResultsReader(token: token, indices: [1], plan: nil)
        late.read(line(plan) + line(.started(1)) + line(.graph(other)))
        XCTAssertNil(late.graph, "a graph after a check started is ignored")
        var none = ResultsReader(token: token, indices: [1], plan: nil)
        none.read(line(plan) + line(.graph(nil)))
        XCTAssertEqual(none.graph, ArchitectureReader.Reading.none, "the kata declares no parts")
    }

    func testRulesAskedInARowAreReadInTheirOrderOnceEach() {
        let rules = CheckEvent.plan(["behaviour", "rule one", "rule two"], kinds: [.behaviour, .architecture, .architecture])
        func rule(_ index: Int, _ name: String) -> CheckEvent {
            .finished(index, CheckResult(name: name, kind: .architecture, status: .pass, duration: 0.1))
        }
        var reader = ResultsReader(token: token, indices: [1, 2], plan: nil)
        reader.read(line(rules) + line(.started(2)) + line(rule(2, "rule two")))
        XCTAssertEqual(reader.startedCount, 0, "the second rule cannot start before the first")
        reader.read(line(.started(1)) + line(rule(2, "rule two")) + line(rule(1, "rule one")) + line(rule(1, "rule one")))
        XCTAssertEqual(reader.results.map(\.name), ["rule one"], "once, and only the one being waited for")
        XCTAssertEqual(reader.current, 2)
        XCTAssertFalse(reader.hasStarted)
        reader.read(line(.started(2)) + line(rule(2, "rule two")))
        XCTAssertEqual(reader.results.map(\.name), ["rule one", "rule two"])
        XCTAssertNil(reader.current)
    }

    func testRefusesLinesWithoutTheTokenAndResultsThatDoNotFitTheAsk() {
        var reader = ResultsReader(token: token, index: 1, plan: nil)
        reader.read(line(.plan(["forged"]), token: "f" + token.dropFirst()))
        XCTAssertNil(reader.plan)
        reader.read(line(plan))
        reader.read(line(passed("second")))
        XCTAssertNil(reader.result, "not started yet")
        reader.read(line(.started(0)))
        XCTAssertFalse(reader.hasStarted, "another check than the one asked")
        reader.read(line(.started(1)))
        let refused: [CheckEvent] = [
            passed("second", kind: .behaviour),
            passed("first"),
            .finished(0, CheckResult(name: "first", kind: .behaviour, status: .pass, duration: 0)),
            .finished(1, CheckResult(name: "second", kind: .architecture, status: .pass, failures: [Failure(message: "no")], duration: 0)),
            .finished(1, CheckResult(name: "second", kind: .architecture, status: .fail, duration: 0)),
            .finished(1, CheckResult(name: "second", kind: .architecture, status: .timeout, failures: [Failure(message: "no")], duration: 0)),
            .finished(1, CheckResult(name: "second", kind: .architecture, status: .pass, duration: -1)),
            .plan(["other", "plan"]),
        ]
        for event in refused {
            reader.read(line(event, token: nil))
            reader.read(line(passed("second"), token: "wrong"))
        }
        XCTAssertNil(reader.result)
        XCTAssertEqual(reader.plan?.names, ["first", "second"])
        reader.read(Array("garbage without a newline".utf8) + line(passed("second")))
        XCTAssertEqual(reader.result, CheckResult(name: "second", kind: .architecture, status: .pass, duration: 0.5))
    }

    func testPlansMustNameSomeChecksWithAKindForEach() {
        for event in [CheckEvent.plan([]), .plan(["a", "b"], kinds: [.behaviour])] {
            var reader = ResultsReader(token: token, index: 0, plan: nil)
            reader.read(line(event))
            XCTAssertNil(reader.plan)
        }
        var reader = ResultsReader(token: token, index: 0, plan: nil)
        reader.read(line(.plan(["a"])))
        XCTAssertEqual(reader.plan?.kinds, [.behaviour], "no kinds: behaviour checks")
    }

    func testOverlongLinesAreDroppedWithoutKeepingThem() {
        var reader = ResultsReader(token: token, index: 0, plan: nil)
        reader.read(line(.plan([String(repeating: "x", count: ResultsReader.maximumLine)])))
        XCTAssertNil(reader.plan, "a line longer than the limit is dropped, valid or not")
        let junk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        for _ in 0..<(ResultsReader.maximumLine / junk.count + 2) { reader.read(junk) }
        reader.read(line(.plan(["a"]))) // its leading newline ends the junk
        XCTAssertEqual(reader.plan?.names, ["a"])
    }
}
