@testable import KataKit
import XCTest

/// Who wrote a property a check read, on Tests/ArchitectureSample/Writers/Inbox.swift, read
/// from the index store of this test build.
final class ValueWritersTests: XCTestCase {
    private typealias Writer = ValueWriters.Writer
    private let file = "Writers/Inbox.swift"

    func testEveryFunctionThatWritesAPropertyTheOwnTypesFirst() throws {
        let code = try ArchitectureRuleTests.sample()
        // An append, an assignment (the first write of clear(), not its removeAll()), and a write
        // from another type through a member.
        XCTAssertEqual(code.writers(ofPropertyIn: file, line: 4, named: "messages"), ValueWriters(property: "messages", writers: [
            Writer(file: file, line: 15, function: "receive(_:)"),
            Writer(file: file, line: 20, function: "clear()"),
            Writer(file: file, line: 29, function: "deliver(to:)"),
        ]))
    }

    func testAnInitializerComesLastItGivesTheFirstValue() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.writers(ofPropertyIn: file, line: 5, named: "unread")?.writers, [
            Writer(file: file, line: 16, function: "receive(_:)"),
            Writer(file: file, line: 22, function: "clear()"),
            Writer(file: file, line: 11, function: "init(owner:)"),
        ])
        // A `let` is written once, by the initializer: that is where its value comes from.
        XCTAssertEqual(code.writers(ofPropertyIn: file, line: 7, named: "owner")?.writers, [
            Writer(file: file, line: 10, function: "init(owner:)"),
        ])
    }

    func testAComputedPropertyOfAnotherObjectsStateGivesTheWritersOfWhatItsGetterReads() throws {
        let code = try ArchitectureRuleTests.sample()
        // `var text: String { "\(inbox.unread) unread" }`, in InboxBadge.swift
        XCTAssertEqual(code.writers(ofPropertyIn: "Writers/InboxBadge.swift", line: 4, named: "text"), ValueWriters(property: "unread", writers: [
            Writer(file: file, line: 16, function: "receive(_:)"),
            Writer(file: file, line: 22, function: "clear()"),
            Writer(file: file, line: 11, function: "init(owner:)"),
        ]))
    }

    func testAComputedPropertyOfItsOwnTypesStateIsMadeByItsGetter() throws {
        let code = try ArchitectureRuleTests.sample()
        // `var title: String { "Inbox (\(unread))" }`: the getter made the value, its declaration is the place.
        XCTAssertNil(code.writers(ofPropertyIn: file, line: 6, named: "title"))
    }

    func testAnObservablesOwnAccessorsAreNotWriters() throws {
        let code = try ArchitectureRuleTests.sample()
        let file = "Writers/Scoreboard.swift"
        XCTAssertEqual(code.writers(ofPropertyIn: file, line: 7, named: "count")?.writers, [
            Writer(file: file, line: 11, function: "add()"),
        ])
        XCTAssertNil(code.writers(ofPropertyIn: file, line: 8, named: "total"), "only the macro's setter writes _total")
    }

    func testNoWriterForAComputedConstantAFunctionOrAnotherLine() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertNil(code.writers(ofPropertyIn: file, line: 32, named: "name"), "a computed constant is its own code")
        XCTAssertNil(code.writers(ofPropertyIn: file, line: 14, named: "receive"), "a function returns its own value")
        XCTAssertNil(code.writers(ofPropertyIn: file, line: 5, named: "messages"), "messages is not declared at line 5")
    }
}

/// What made a value a check names by its path (`Doorbell.settings.volume`), on
/// Tests/ArchitectureSample/Writers/Doorbell.swift and Inbox.swift.
final class ObservedProducersTests: XCTestCase {
    private typealias Writer = ValueWriters.Writer
    private let file = "Writers/Doorbell.swift"

    func testAPropertyGivesItsWritersAndItsDeclaration() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.producers(of: "Inbox.unread"), ObservedProducers(
            declaration: Writer(file: "Writers/Inbox.swift", line: 5, function: "unread"),
            made: ValueWriters(property: "unread", writers: [Writer(file: "Writers/Inbox.swift", line: 16, function: "receive(_:)"),
                                                             Writer(file: "Writers/Inbox.swift", line: 22, function: "clear()"),
                                                             Writer(file: "Writers/Inbox.swift", line: 11, function: "init(owner:)")]),
            isCall: false))
    }

    func testAPathIsReadFromItsEndAPropertyOfAPropertysType() throws {
        let code = try ArchitectureRuleTests.sample()
        // `settings.volume = 0` in a mutating method: the index has it as a write of `settings`,
        // the property the path names before `volume`.
        XCTAssertEqual(code.producers(of: "Doorbell.settings.volume")?.made, ValueWriters(property: "settings", writers: [
            Writer(file: file, line: 18, function: "mute()"),
        ]))
    }

    func testAClosurePropertyOrACaseGivesTheFunctionsThatCallOrMakeIt() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.producers(of: "Doorbell.chime"), ObservedProducers(
            declaration: Writer(file: file, line: 6, function: "chime"),
            made: ValueWriters(property: "chime", writers: [Writer(file: file, line: 10, function: "press()")]), isCall: true))
        XCTAssertEqual(code.producers(of: "Sound.buzz")?.made?.writers, [Writer(file: file, line: 14, function: "sound(long:)")])
    }

    func testAValueMadeByItsOwnGetterOrANameOfNothingGivesNoFunction() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.producers(of: "Inbox.title"),
                       ObservedProducers(declaration: Writer(file: "Writers/Inbox.swift", line: 6, function: "title"), made: nil, isCall: false))
        XCTAssertNil(code.producers(of: "Inbox.nothing"))
        XCTAssertNil(code.producers(of: "Nobody.unread"), "unread is Inbox's")
        XCTAssertNil(code.producers(of: "unread"), "a path names a type first")
    }
}
