@testable import KataKit
import XCTest
@testable import Workbook

/// "Your code at" for a failure that names functions by their work, where the code at fault is
/// behind names the checks do not know (``Difference/functions(that:in:else:)``), on
/// Tests/ArchitectureSample/Writers/Ledger.swift.
final class CodeLocatorWorkTests: XCTestCase {
    private typealias Writer = ValueWriters.Writer
    private let file = "Writers/Ledger.swift"

    func testTheWorkAndItsFolderAreReadBackFromThePath() {
        XCTAssertEqual(Difference.functions(that: .readResponses), "functions that read responses")
        let path = Difference.functions(that: .compareMoments, in: "Domain/", else: "TodoListView.rows")
        XCTAssertEqual(path, "functions that compare moments in Domain/, else TodoListView.rows")
        let paths = path.components(separatedBy: Difference.otherwise)
        XCTAssertEqual(Difference.work(in: paths[0])?.work, .compareMoments)
        XCTAssertEqual(Difference.work(in: paths[0])?.folder, "Domain/")
        XCTAssertNil(Difference.work(in: paths[1]), "a Type.member path")
        XCTAssertNil(Difference.work(in: "functions that fly"))
    }

    func testEachWorkNamesTheFunctionWhereItDoesIt() throws {
        let code = try ArchitectureRuleTests.sample()
        let found = { (work: Difference.Work) in code.producers(of: Difference.functions(that: work, in: "Writers/")) }
        // The cast, not the closure property whose type only names a response.
        XCTAssertEqual(found(.readResponses), ObservedProducers(declaration: Writer(file: file, line: 14, function: "accepts(_:)"),
                                                                made: nil, isCall: false))
        XCTAssertEqual(found(.reorderLists)?.declaration, Writer(file: file, line: 19, function: "ordered()"))
        XCTAssertEqual(found(.compareMoments)?.declaration, Writer(file: file, line: 23, function: "isLate(at:)"))
        // The clock's call, not the initializer that stores it.
        XCTAssertEqual(found(.readClock)?.declaration, Writer(file: file, line: 38, function: "isRinging()"))
        XCTAssertNil(code.producers(of: Difference.functions(that: .reorderLists, in: "Nowhere/")))
    }

    /// A clock handed to a helper (`memo.read(now)`) is read in the helper; a rule asked with a
    /// day a helper made (`passed(due, on: memo.read(now))`) got it from the helper: the helper
    /// is named, at its declaration, not the line that calls it.
    func testAHelperThatReadsTheClockOrMakesTheArgumentIsNamed() throws {
        let code = try ArchitectureRuleTests.sample()
        let helper = Writer(file: "Writers/Reminder.swift", line: 26, function: "read(_:)")
        XCTAssertEqual(code.producers(of: Difference.functions(that: .readClock, in: "Writers/Reminder")),
                       ObservedProducers(declaration: helper, made: nil, isCall: false))
        XCTAssertEqual(code.producers(of: "Deadline.passed"), ObservedProducers(declaration: helper, made: nil, isCall: false))
        // A call whose arguments come from no function of the module keeps its callers.
        XCTAssertEqual(code.producers(of: "DayMemo.read")?.isCall, true)
    }

    func testWithNoFunctionDoingItTheNextPathIsRead() throws {
        let code = try ArchitectureRuleTests.sample()
        let path = Difference.functions(that: .reorderLists, in: "Nowhere/", else: "Inbox.unread")
        XCTAssertEqual(code.producers(of: path), code.producers(of: "Inbox.unread"))
        XCTAssertEqual(code.producers(of: "Inbox.nothing" + Difference.otherwise + "Inbox.unread"), code.producers(of: "Inbox.unread"))
        XCTAssertNil(code.producers(of: "Inbox.nothing" + Difference.otherwise + "Nobody.unread"))
    }

    func testAFailureThatNamesWorkPointsAtTheFunctionDoingIt() {
        let locator = CodeLocator(root: packageRoot, sources: "Tests/ArchitectureSample",
                                  index: BuiltChecks(executable: "", indexStore: ArchitectureRuleTests.storePath))
        let failure = Failure(message: "after load: expected the rows b, a, got a, b (seed 2)",
                              observed: Difference.functions(that: .reorderLists, in: "Writers/", else: "Inbox.unread"))
        let found = locator.locate(CheckResult(name: "rows", status: .fail, failures: [failure], duration: 0))
        XCTAssertEqual(found, CodeLocation(file: "Tests/ArchitectureSample/\(file)", line: 19, symbol: "ordered()"))
        XCTAssertEqual(found.map(Renderer.codeLines), ["      your code at Tests/ArchitectureSample/\(file):19 (ordered())"])
    }
}
