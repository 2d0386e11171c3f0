import KataKit
import XCTest
@testable import Workbook

/// A second act's rules are never dropped from a run's list while they cannot be judged: the
/// change's own rules while the code does not compile with the change's API, the locality rule
/// while another check fails. Each is listed as pending, and is not passed, nor failed: its
/// own mark in the terminal, its own status in `--json`, a remark (not an error) in the plugin.
final class ChangePendingRulesTests: XCTestCase {
    private let change = ChangeRequest(
        title: "t", story: "s", mustHold: [], checks: ["the label is in capitals"],
        rules: ["only Shelf decides the label"], hints: [],
        locality: ChangeRequest.Locality(rule: "the change leaves the format as it was", unchangedParts: ["format"],
                                         because: "a format serves every shelf"))
    private let kata = KataInfo(id: "shelf", module: "Shelf", title: "", open: "Shelf.swift", hints: [])

    func testWhileTheChangesAPIIsMissingEveryRuleOfTheChangeIsPending() {
        var report = KataReport(kata: kata, isSolution: false)
        report.diagnostics = [Diagnostic(file: "Sources/ChangeChecks/Shelf/ShelfChangeChecks.swift", line: 3, column: 1,
                                         severity: .error, message: "value of type 'Shelf' has no member 'label'")]
        let pending = change.pendingRules(in: report, kataID: "shelf")
        XCTAssertEqual(pending.map(\.name), ["only Shelf decides the label", "the change leaves the format as it was"])
        XCTAssertEqual(pending.first?.failures.first?.message,
                       "pending: only Shelf decides the label (judged once your code compiles with what the change request asks for (kata change shelf))")
        XCTAssertTrue(pending.allSatisfy { !$0.isPassing && $0.isPending && $0.kind == .architecture }, "a pending rule is never passed")
    }

    func testWhileABehaviourCheckFailsTheLocalityRuleIsPendingAndTheCountStays() {
        var report = KataReport(kata: kata, isSolution: false)
        report.checks = [CheckResult(name: "the label is in capitals", status: .fail, duration: 0),
                         CheckResult(name: "only Shelf decides the label", kind: .architecture, status: .pass, duration: 0)]
        let pending = change.pendingRules(in: report, kataID: "shelf")
        XCTAssertEqual(pending.map(\.name), ["the change leaves the format as it was"], "the change's own rules ran: only the locality rule waits")
        XCTAssertEqual(pending.first?.failures.map(\.message),
                       ["pending: the change leaves the format as it was (judged once every other check of both acts passes: it measures what the finished change cost)",
                        "Why: a format serves every shelf"])
        report.checks += pending
        XCTAssertEqual(report.summary, "1 of 3 checks pass, 1 pending")
        XCTAssertEqual(report.status, .fail, "a pending rule is not passed")
    }

    private func waitingReport() -> KataReport {
        var report = KataReport(kata: kata, isSolution: false)
        report.checks = [CheckResult(name: "the label is in capitals", status: .fail,
                                     failures: [Failure(message: "expected SHELF 2 but got Shelf 2")], duration: 0),
                         CheckResult(name: "only Shelf decides the label", kind: .architecture, status: .pass, duration: 0)]
        report.checks += change.pendingRules(in: report, kataID: "shelf")
        return report
    }

    func testTheTerminalMarksAPendingRuleAsPendingNotAsFailed() {
        let report = waitingReport()
        XCTAssertEqual(Renderer.check(report.checks[2], style: .plain), """
            … the change leaves the format as it was (pending)
                pending: the change leaves the format as it was (judged once every other check of both acts passes: it measures what the finished change cost)
                Why: a format serves every shelf
            """)
        XCTAssertTrue(Renderer.check(report.checks[0], style: .plain).hasPrefix("✗ the label is in capitals"))
        XCTAssertEqual(Renderer.runFooter(report, next: nil, style: .plain).split(separator: "\n").first,
                       "shelf: 1 of 3 checks pass, 1 pending (2 to go)")
    }

    func testJSONAndThePluginSayPendingAndThePluginMakesItARemark() throws {
        let json = ResultsDocument(reports: [waitingReport()]).encoded()
        XCTAssertTrue(json.contains(#""status" : "pending""#), json)
        let kata = try XCTUnwrap(try JSONDecoder().decode(KataRunDocument.self, from: Data(json.utf8)).katas.first)
        let plugin = PluginReport(kata)
        XCTAssertEqual(plugin.diagnostics.map(\.severity), [.error, .remark], "only the failing check is an error")
        XCTAssertEqual(plugin.diagnostics.last?.message.components(separatedBy: ": pending:").first,
                       "shelf: the change leaves the format as it was (pending)")
        XCTAssertEqual(plugin.summary, "shelf: 1 of 3 checks pass, 1 pending.")
    }

    func testJUnitSkipsAPendingRule() {
        let xml = JUnitReport.xml([waitingReport()])
        XCTAssertTrue(xml.contains(#"failures="1" errors="0" skipped="1""#), xml)
        XCTAssertTrue(xml.contains(#"<skipped message="pending: the change leaves the format as it was"#), xml)
    }

    func testAPassingRunHasNothingPending() {
        var report = KataReport(kata: kata, isSolution: false)
        report.checks = [CheckResult(name: "the label is in capitals", status: .pass, duration: 0)]
        XCTAssertEqual(change.pendingRules(in: report, kataID: "shelf").map(\.name), [])
    }
}
