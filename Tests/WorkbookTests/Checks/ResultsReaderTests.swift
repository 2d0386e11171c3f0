import KataKit
import XCTest
@testable import Workbook

final class ResultsReaderTests: XCTestCase {
    private let key = ResultsReader.makeKey()
    private let plan = CheckEvent.plan(["first", "second"], kinds: [.behaviour, .architecture])

    /// The line KataKit writes for `event`, signed with `key` (this test's key by default).
    private func line(_ event: CheckEvent, key: [UInt8]? = nil) -> [UInt8] {
        let json = (try? JSONEncoder().encode(event)).map(Array.init) ?? []
        let signature = SHA256.authenticationCode(of: json, key: key ?? self.key).hexadecimal
        return Array("\n\(signature) ".utf8) + json + [10]
    }

    /// `event` with another prefix than a signature: plain JSON, or a word.
    private func unsignedLine(_ event: CheckEvent, prefix: String = "") -> [UInt8] {
        Array("\n\(prefix)".utf8) + ((try? JSONEncoder().encode(event)).map(Array.init) ?? []) + [10]
    }

    private func passed(_ name: String, kind: CheckKind = .architecture) -> CheckEvent {
        .finished(1, CheckResult(name: name, kind: kind, status: .pass, duration: 0.5))
    }

    func testReadsThePlanThenTheAskedCheckStartedAndFinishedOnce() {
        var reader = ResultsReader(key: key, index: 1, plan: nil)
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
        var reader = ResultsReader(key: key, indices: [1], plan: nil)
        reader.read(line(.graph(other)))
        XCTAssertNil(reader.graph, "no graph before the plan")
        reader.read(line(plan) + line(.graph(graph)) + line(.graph(other)))
        XCTAssertEqual(reader.graph, .graph(graph), "the first one counts")
        var forged = ResultsReader(key: key, indices: [1], plan: nil)
        forged.read(line(plan) + line(.graph(other), key: ResultsReader.makeKey()))
        XCTAssertNil(forged.graph, "not with another key")
        var late = ResultsReader(key: key, indices: [1], plan: nil)
        late.read(line(plan) + line(.started(1)) + line(.graph(other)))
        XCTAssertNil(late.graph, "a graph after a check started is ignored")
        var none = ResultsReader(key: key, indices: [1], plan: nil)
        none.read(line(plan) + line(.graph(nil)))
        XCTAssertEqual(none.graph, ArchitectureReader.Reading.none, "the kata declares no parts")
    }

    func testRulesAskedInARowAreReadInTheirOrderOnceEach() {
        let rules = CheckEvent.plan(["behaviour", "rule one", "rule two"], kinds: [.behaviour, .architecture, .architecture])
        func rule(_ index: Int, _ name: String) -> CheckEvent {
            .finished(index, CheckResult(name: name, kind: .architecture, status: .pass, duration: 0.1))
        }
        var reader = ResultsReader(key: key, indices: [1, 2], plan: nil)
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

    func testRefusesUnsignedLinesAndResultsThatDoNotFitTheAsk() {
        var reader = ResultsReader(key: key, index: 1, plan: nil)
        reader.read(unsignedLine(.plan(["forged"])))
        reader.read(unsignedLine(.plan(["forged"]), prefix: String(repeating: "g", count: 64) + " "))
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
            reader.read(line(event))
            reader.read(unsignedLine(passed("second"), prefix: "wrong "))
        }
        XCTAssertNil(reader.result)
        XCTAssertEqual(reader.plan?.names, ["first", "second"])
        reader.read(Array("garbage without a newline".utf8) + line(passed("second")))
        XCTAssertEqual(reader.result, CheckResult(name: "second", kind: .architecture, status: .pass, duration: 0.5))
    }

    /// KataKit never writes a line with a wrong signature: after one, nothing is believed, so
    /// that code which guesses keys gets one guess.
    func testAfterALineSignedWithAnotherKeyNothingIsBelieved() {
        var reader = ResultsReader(key: key, index: 1, plan: nil)
        reader.read(line(plan) + line(.started(1)))
        XCTAssertFalse(reader.isForged)
        reader.read(line(passed("second"), key: ResultsReader.makeKey()))
        XCTAssertTrue(reader.isForged)
        reader.read(line(passed("second")))
        XCTAssertNil(reader.result, "the right signature after a wrong one is not believed")
        XCTAssertEqual(ResultsReader.makeKey().count, 32)
        XCTAssertNotEqual(ResultsReader.makeKey(), ResultsReader.makeKey())
    }

    /// The published test vectors: FIPS 180-2's "abc", RFC 4231's test case 2.
    func testSHA256AndHMACMatchTheStandardsVectors() {
        XCTAssertEqual(SHA256.hash(Array("abc".utf8)).hexadecimal, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hash([UInt8]()).hexadecimal, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        XCTAssertEqual(SHA256.hash(long).hexadecimal, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.authenticationCode(of: Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8)).hexadecimal,
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(SHA256.authenticationCode(of: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                                                 key: [UInt8](repeating: 0xaa, count: 131)).hexadecimal,
                       "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    func testPlansMustNameSomeChecksWithAKindForEach() {
        for event in [CheckEvent.plan([]), .plan(["a", "b"], kinds: [.behaviour])] {
            var reader = ResultsReader(key: key, index: 0, plan: nil)
            reader.read(line(event))
            XCTAssertNil(reader.plan)
        }
        var reader = ResultsReader(key: key, index: 0, plan: nil)
        reader.read(line(.plan(["a"])))
        XCTAssertEqual(reader.plan?.kinds, [.behaviour], "no kinds: behaviour checks")
    }

    func testOverlongLinesAreDroppedWithoutKeepingThem() {
        var reader = ResultsReader(key: key, index: 0, plan: nil)
        reader.read(line(.plan([String(repeating: "x", count: ResultsReader.maximumLine)])))
        XCTAssertNil(reader.plan, "a line longer than the limit is dropped, valid or not")
        let junk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        for _ in 0..<(ResultsReader.maximumLine / junk.count + 2) { reader.read(junk) }
        reader.read(line(.plan(["a"]))) // its leading newline ends the junk
        XCTAssertEqual(reader.plan?.names, ["a"])
    }
}
