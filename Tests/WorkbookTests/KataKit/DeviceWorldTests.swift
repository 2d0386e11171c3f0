@testable import KataKit
import XCTest

/// The device's world (``DeviceWorld``) on Tests/ArchitectureSample/Device: every kata's pure or
/// confined part refuses each family by the API's name, and what a part is given stays plain.
final class DeviceWorldTests: XCTestCase {
    /// Each kata's rule over a part it keeps pure or confined, as the kata's checks state it.
    static let keptParts: [(kata: String, rule: @Sendable (CodeSelection) -> [Violation])] = [
        ("egg-domain-object: Egg, login-reducer: the reducer, trip-validation: Trip, unit-of-work-orders: entities", { $0.mustStayPure() }),
        ("ddd-todos: Domain/", { $0.mustStayPure(following: .names) }),
        ("vanilla-todos: the model", { $0.mustUseFromOtherModulesOnly([.observation, .concurrency, .printing, .requestErrors]) }),
        ("vanilla-todos: the model on its actor", { $0.mustUseFromOtherModulesOnly([.observation, .concurrencyOnTheActor, .printing, .requestErrors]) }),
        ("ddd-todos: Presentation/", { $0.mustUseFromOtherModulesOnly([.observation, .concurrency, .printing, .requestErrors, .userInterface],
                                                                      following: .names) }),
        ("trip-validation: the editor", { $0.mustUseFromOtherModulesOnly([.observation, .concurrency, .printing, .userInterface]) }),
        ("login-reducer: the plain view model", { $0.mustUseFromOtherModulesOnly([.observation, .concurrencyOnTheActor, .printing]) }),
    ]

    /// One sample type per family, and the lines of it that ask the device.
    static let families: [(type: String, family: DeviceWorld, lines: Int)] = [
        ("Stopwatch", .clock, 8), ("Almanac", .settings, 4), ("Caption", .formats, 2),
        ("Launch", .environment, 3), ("Badge", .process, 2), ("Dice", .randomness, 7),
    ]

    func testEveryKeptPartRefusesEachFamilyByTheAPIsName() throws {
        let code = try ArchitectureRuleTests.sample()
        for part in Self.keptParts {
            for family in Self.families {
                let messages = part.rule(code.types(family.type)).map(\.message)
                // A screen shows dates and text in the user's formats: its list admits them.
                if family.family == .formats && part.kata.contains("Presentation") || family.family == .formats && part.kata.contains("editor") {
                    XCTAssertEqual(messages, [], "\(part.kata), \(family.type)")
                    continue
                }
                XCTAssertEqual(messages.count, family.lines, "\(part.kata), \(family.type):\n\(messages.joined(separator: "\n"))")
                for message in messages {
                    XCTAssertTrue(message.contains("(\(family.family.rawValue))"), "\(part.kata): \(message)")
                    XCTAssertFalse(message.contains("an effect or shared state"), message)
                }
            }
        }
    }

    func testTheFailureNamesTheAPI() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.types("Stopwatch").mustStayPure().map(\.message)
        XCTAssertEqual(messages.first, "Device/Stopwatch.swift:6:27 uses Date.init() (the device's clock), which is not a plain value: "
                       + "a pure part uses from other modules only what is listed as plain values")
        XCTAssertTrue(messages.contains { $0.contains("ContinuousClock.now (the device's clock)") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("DispatchTime, now() (the device's clock)") }, "\(messages)")
        let dice = code.types("Dice").mustStayPure().map(\.message)
        XCTAssertTrue(dice.contains { $0.contains("UUID.init() (the device's randomness)") }, "\(dice)")
    }

    func testWhatAPartIsGivenOrBuildsFromConstantsStaysPlain() throws {
        let code = try ArchitectureRuleTests.sample()
        let diary = code.types("Diary")
        XCTAssertEqual(diary.mustStayPure().map(\.message), [])
        for part in Self.keptParts {
            XCTAssertEqual(part.rule(diary).map(\.message), [], part.kata)
        }
    }
}
