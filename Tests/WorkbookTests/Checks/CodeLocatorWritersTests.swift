import KataKit
import XCTest
@testable import Workbook

/// "Your code at" names the function that wrote the property a check read, from the index of
/// this test build (Tests/ArchitectureSample/Writers/Inbox.swift).
final class CodeLocatorWritersTests: XCTestCase {
    private let file = "Tests/ArchitectureSample/Writers/Inbox.swift"
    private var indexed: CodeLocator {
        CodeLocator(root: packageRoot, sources: "Tests/ArchitectureSample",
                    index: BuiltChecks(executable: "", indexStore: ArchitectureRuleTests.storePath))
    }

    func testAPropertyThatWasReadPointsAtItsWriterThenAtItsDeclaration() {
        let declaration = CodeLocation(file: file, line: 4, symbol: "messages")
        XCTAssertEqual(indexed.writtenBy(declaration), CodeLocation(
            file: file, line: 15, symbol: "messages", writer: "receive(_:)", writes: "messages",
            otherWriters: [CodeLocation.CodeLine(file: file, line: 20, name: "clear()"),
                           CodeLocation.CodeLine(file: file, line: 29, name: "deliver(to:)")],
            read: CodeLocation.CodeLine(file: file, line: 4, name: "messages")))
        XCTAssertEqual(indexed.writtenBy(declaration).writeSummary, "receive(_:) writes messages")
    }

    func testAComputedPropertyOfAnotherObjectsStatePointsAtTheWriterOfWhatItReads() {
        let badge = "Tests/ArchitectureSample/Writers/InboxBadge.swift"
        let text = indexed.writtenBy(CodeLocation(file: badge, line: 4, symbol: "text"))
        XCTAssertEqual(text.writeSummary, "receive(_:) writes unread")
        XCTAssertEqual(Renderer.codeLines(text), [
            "      your code at \(file):16 receive(_:) writes unread",
            "                   \(file):22 clear() writes unread (and 1 other place)",
            "                   \(badge):4 text, the property the check read",
        ])
    }

    func testAComputedPropertyOfItsOwnTypesStateIsItsGetters() {
        let title = CodeLocation(file: file, line: 6, symbol: "title")
        XCTAssertEqual(indexed.writtenBy(title), title, "the getter made the value from the inbox's own state")
    }

    func testWithoutAWriterOrAnIndexTheDeclarationStays() {
        let computed = CodeLocation(file: file, line: 32, symbol: "name")
        XCTAssertEqual(indexed.writtenBy(computed), computed, "a computed constant made the value itself")
        let type = CodeLocation(file: file, line: 3, symbol: "Inbox")
        XCTAssertEqual(indexed.writtenBy(type), type)
        let trap = CodeLocation(file: file, line: 15)
        XCTAssertEqual(indexed.writtenBy(trap), trap, "a line found without a declaration is not a read")
        let declaration = CodeLocation(file: file, line: 4, symbol: "messages")
        XCTAssertEqual(CodeLocator(root: packageRoot, sources: "Tests/ArchitectureSample").writtenBy(declaration), declaration,
                       "no index: the declaration, as before")
        let unreadable = CodeLocator(root: packageRoot, sources: "Tests/ArchitectureSample",
                                     index: BuiltChecks(executable: "", indexStore: "/nonexistent/index/store"))
        XCTAssertEqual(unreadable.writtenBy(declaration), declaration, "an index that cannot be read: the declaration")
    }
}

/// "Your code at" for a failure that names what it read (a search's ``Difference/observed``).
final class CodeLocatorObservedTests: XCTestCase {
    private let file = "Tests/ArchitectureSample/Writers/Doorbell.swift"
    private var indexed: CodeLocator {
        CodeLocator(root: packageRoot, sources: "Tests/ArchitectureSample",
                    index: BuiltChecks(executable: "", indexStore: ArchitectureRuleTests.storePath))
    }

    func testAFailureThatNamesAClosureItCountedPointsAtItsCaller() {
        let failure = Failure(message: "after press: expected 1 chime, got 2 (seed 3)", file: "/checks/Checks.swift", line: 9,
                              observed: "Doorbell.chime")
        let found = indexed.locate(CheckResult(name: "a press rings once", status: .fail, failures: [failure], duration: 0))
        XCTAssertEqual(found?.writeSummary, "press() calls chime")
        XCTAssertEqual(found.map(Renderer.codeLines), [
            "      your code at \(file):10 press() calls chime",
            "                   \(file):6 chime, what the check read",
        ])
    }

    func testAFailureThatNamesAPropertyPointsAtItsWriter() {
        let failure = Failure(message: "after mute: expected volume 0, got 5 (seed 3)", observed: "Doorbell.settings.volume")
        let found = indexed.locate(CheckResult(name: "mute", status: .fail, failures: [failure], duration: 0))
        XCTAssertEqual(found?.writeSummary, "mute() writes settings")
        XCTAssertEqual(found?.file, file)
        XCTAssertEqual(found?.line, 18)
    }
}
