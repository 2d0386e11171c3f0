@testable import KataKit
import XCTest

/// The *runs* dependency, allow-lists, shared state and what fails closed, on
/// Tests/ArchitectureSample/Runs: each pass of the graph with a design it must catch and one
/// it must let through.
final class RunsTests: XCTestCase {
    func testACallToAProtocolRequirementRunsEveryImplementationButNamesOnlyTheProtocol() throws {
        let code = try ArchitectureRuleTests.sample()
        let shop = code.types("Shop").intersection(code.symbols("place()") { $0.name == "place()" })
        let messages = shop.mustNotReach(code.capability(.readsOrWritesSettings), following: .runs).map(\.message)
        XCTAssertEqual(messages, [
            "Runs/Shop.swift:14:16 uses send(_:) → (dispatch) LiveNotifier.send(_:) at Runs/LiveNotifier.swift:6:10"
                + " → Runs/LiveNotifier.swift:7:9 uses UserDefaults",
        ])
        // Names: the order names the protocol, not its conformer in another file.
        XCTAssertEqual(shop.mustNotReach(code.capability(.readsOrWritesSettings)), [])
        XCTAssertEqual(shop.mustNotReach(code.types("LiveNotifier")), [])
    }

    func testAnOverriddenMethodRunsTheSubclasses() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.types("Timer").mustNotReach(code.capability(.runsPrograms), following: .runs).map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("(dispatch) ProcessClock.now()") == true, "\(messages)")
        XCTAssertEqual(code.types("Timer").mustNotReach(code.capability(.runsPrograms)), [])
    }

    func testAnOverridingMemberIsASeamByAnotherName() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.overridingMembers.mustNotBeDeclared().map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("Runs/Shop.swift:41") == true && messages.first?.contains("declares now()") == true, "\(messages)")
        // A protocol's implementation is no override of a class's member.
        XCTAssertFalse(messages.contains { $0.contains("LiveNotifier") }, "\(messages)")
    }

    func testInterpolationRunsTheTypesDescription() throws {
        let code = try ArchitectureRuleTests.sample()
        let label = code.types("Shop").intersection(code.symbols("label()") { $0.name == "label()" })
        let messages = label.mustNotReach(code.capability(.touchesFiles), following: .runs).map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("(dispatch) Price.description") == true, "\(messages)")
        XCTAssertTrue(messages.first?.hasSuffix("uses FileManager") == true, "\(messages)")
    }

    func testAWitnessOfAnotherModulesProtocolIsReachedForNamesAndRunsAlike() throws {
        let code = try ArchitectureRuleTests.sample()
        // `sorted()` is the standard library's: it calls Parcel's own `<`, declared in its body.
        for dependency in [Dependency.names, .runs] {
            let messages = code.types("Depot").mustNotReach(code.capability(.readsOrWritesSettings), following: dependency).map(\.message)
            XCTAssertEqual(messages.count, 1, "\(dependency): \(messages)")
            XCTAssertTrue(messages.first?.contains("(dispatch) Parcel.<(_:_:) at Runs/Shop.swift:") == true, "\(messages)")
            XCTAssertTrue(messages.first?.hasSuffix("uses UserDefaults, UserDefaults.standard") == true
                          || messages.first?.hasSuffix("uses UserDefaults") == true, "\(messages)")
        }
        // A literal's `init(stringLiteral:)`; `for … in`'s `makeIterator()`, then the iterator's `next()`.
        let packer = code.types("Packer")
        let label = packer.intersection(code.symbols("label()") { $0.name == "label()" })
            .mustNotReach(code.capability(.readsOrWritesSettings)).map(\.message)
        XCTAssertTrue(label.first?.contains("(dispatch) Tag.init(stringLiteral:)") == true, "\(label)")
        let total = packer.intersection(code.symbols("total(of:)") { $0.name == "total(of:)" })
            .mustNotReach(code.capability(.readsOrWritesSettings)).map(\.message)
        XCTAssertTrue(total.first?.contains("(dispatch) TrayIterator.next()") == true, "\(total)")
        // Interpolation's `description`, in the type's body, for names too.
        let shopLabel = code.types("Shop").intersection(code.symbols("label()") { $0.name == "label()" })
        XCTAssertEqual(shopLabel.mustNotReach(code.capability(.touchesFiles)).count, 1)
    }

    func testAPurePartMayUseValuesOnlyAndEveryOtherAPIIsNamed() throws {
        let code = try ArchitectureRuleTests.sample()
        // A struct holding a Date and asking a Calendar is pure.
        XCTAssertEqual(code.types("Stamp").mustStayPure(), [])
        let price = code.types("Price").mustStayPure().map(\.message)
        XCTAssertEqual(price, [
            "Runs/Shop.swift:26:9 uses FileManager (reading or writing files), FileManager.default (reading or writing files),"
                + " FileManager.fileExists(atPath:) (reading or writing files), which is not a plain value:"
                + " a pure part uses from other modules only what is listed as plain values",
        ])
        let clock = code.types("ProcessClock").mustStayPure().map(\.message)
        XCTAssertTrue(clock.contains { $0.contains("Process.init() (running other programs)") }, "\(clock)")
    }

    func testSharedStateOfEveryKindButAConstantValue() throws {
        let code = try ArchitectureRuleTests.sample()
        let state = code.sharedMutableState
        func isShared(_ name: String) -> Bool {
            code.definitions.values.contains { $0.symbol.name == name && $0.file.hasPrefix("Runs/") && state.declares($0.symbol) }
        }
        XCTAssertTrue(isShared("count"), "a static var of a value type")
        XCTAssertTrue(isShared("buffer"), "a static let of a Foundation class")
        XCTAssertTrue(isShared("pointerBox"), "a global let of a struct over an unsafe pointer")
        XCTAssertTrue(isShared("anything"), "a global let of type Any")
        XCTAssertFalse(isShared("limit"), "a static let constant of a value type")
        XCTAssertEqual(code.types("Tally").mustNotReach(state, following: .runs).map(\.message), [
            "Runs/State.swift:19:34 uses count, from global or static state",
        ])
    }

    func testAWrappedPropertyRunsItsWrappersAccessors() throws {
        let code = try ArchitectureRuleTests.sample()
        let state = code.sharedMutableState
        func messages(_ type: String, _ function: String) -> [String] {
            code.types(type).intersection(code.symbols(function) { $0.name == function })
                .mustNotReach(state, following: .runs).map(\.message)
        }
        let raise = messages("Gauge", "raise()")
        XCTAssertEqual(raise.count, 1, "\(raise)")
        XCTAssertTrue(raise.first?.contains("wrappedValue") == true && raise.first?.hasSuffix("uses valuesSet, from global or static state") == true, "\(raise)")
        // The attribute on the line above; a wrapper that keeps its value to itself is plain.
        XCTAssertEqual(messages("Meter", "read()").count, 1)
        XCTAssertFalse(messages("Dial", "turn(to:)").isEmpty, "a class's private(set) property")
        XCTAssertFalse(code.types("Dial").mustNotReach(state, following: .runs).isEmpty, "the whole type")
        XCTAssertFalse(code.types("Dial").mustStayPure().isEmpty, "the whole type, pure")
        XCTAssertEqual(messages("Gauge", "lower()"), [])
    }

    func testValueSemanticsFollowsStoredPropertiesIntoOtherModules() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.types("Tally").mustHaveValueSemantics().map(\.message), [
            "Tally is not a value all the way down: Runs/State.swift:18:16 stores NSMutableString,"
                + " a reference (a class, a pointer or an object) that copies share",
        ])
        XCTAssertEqual(code.types("PointerBox").mustHaveValueSemantics().count, 1)
        XCTAssertTrue(code.types("Wired").mustHaveValueSemantics().first?.message.contains("for classes only (AnyObject)") == true)
        XCTAssertEqual(code.types("Stamp").mustHaveValueSemantics(), [])
    }

    func testWhatTheIndexCannotFollowFailsClosed() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.types("Reflecting").mustNotHideFromTheChecks().map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("Mirror (reflection)") == true, "\(messages)")
        XCTAssertEqual(code.types("Stamp").mustNotHideFromTheChecks(), [])
    }

    func testReadingAClosurePropertyRunsTheClosuresAssignedToIt() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.types("Checkout").mustStayPure().map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("uses onPay → Runs/Shop.swift:63:") == true, "\(messages)")
        XCTAssertTrue(messages.first?.contains("ProcessInfo") == true, "\(messages)")
        // Only the closure's lines: the Stamp made after it is not what onPay runs.
        XCTAssertFalse(messages.first?.contains("Stamp") == true, "\(messages)")
        // Names: the checkout names only its property.
        XCTAssertEqual(code.types("Checkout").mustNotReach(code.effectsFromOtherModules), [])
    }
}

/// What the index does not record fails closed (issue 50).
final class UnrecordedCallsTests: XCTestCase {
    func testACallOnADynamicCallableValueFailsClosed() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.types("Banner").mustStayPure().map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("a @dynamicCallable type: a call written on its value (helper(x)) leaves no trace") },
                      "\(messages)")
    }
}
