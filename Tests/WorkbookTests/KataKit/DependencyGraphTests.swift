@testable import KataKit
import XCTest

/// The dependency graph and the rules that follow it, on Tests/ArchitectureSample/Graph: helpers,
/// globals, typealiases, implicit initializers and property wrappers between a use and what it
/// reaches.
final class DependencyGraphTests: XCTestCase {
    func testAUseInAClosureOrAPropertysInitialValueBelongsToItsDeclaration() throws {
        let code = try ArchitectureRuleTests.sample()
        let graph = code.graph
        func uses(_ name: String) -> [String] {
            let usr = code.definitions.values.first { $0.symbol.name == name && $0.file.hasPrefix("Graph/") }?.symbol.usr ?? "?"
            return graph.successors(of: usr, in: code).map { "\($0.occurrence.line):\($0.occurrence.symbol.name)" }
        }
        // The closure stored in the global: its uses are the global's.
        XCTAssertTrue(uses("sharedTransport").contains("8:URLSession"), "\(uses("sharedTransport"))")
        // A typealias reaches what it names, though the index relates that name to nothing.
        XCTAssertEqual(uses("Source"), ["17:Feed"])
        // The implicit initializer runs the stored properties' initial values.
        let implicit = code.definitions.values.first { $0.symbol.usr.hasPrefix("s:18ArchitectureSample8DefaultsV") && $0.symbol.name == "init()" }
        let initialValues = graph.successors(of: try XCTUnwrap(implicit).symbol.usr, in: code).map(\.occurrence.symbol.name)
        XCTAssertTrue(initialValues.contains("makeFeed()"), "\(initialValues)")
        // A property wrapper's initializer is used by the wrapped property.
        XCTAssertTrue(uses("volume").contains("55:init(wrappedValue:)"), "\(uses("volume"))")
    }

    func testAPathThroughAHelperAndAGlobalIsReportedAtTheLearnersLines() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.types("FeedModel").mustNotReach(code.capability(.sendsRequestsOrReadsResponses)).map(\.message), [
            "Graph/Feed.swift:14:18 uses makeFeed() → Graph/Transport.swift:13:45 uses URLRequest",
        ])
        XCTAssertEqual(code.types("FeedModel").mustNotReach(code.capability(.decodesData)).map(\.message), [
            "Graph/Feed.swift:23:21 uses parse(_:) → Graph/Transport.swift:21:9 uses JSONSerialization",
        ])
        // Calling a closure the model is given reaches nothing: who made it decides.
        XCTAssertEqual(code.types("QuietModel").mustNotReach(code.capability(.sendsRequestsOrReadsResponses)), [])
    }

    func testAnImplicitInitializerReachesThePropertiesInitialValues() throws {
        let code = try ArchitectureRuleTests.sample()
        let maker = code.symbols("makeDefaults()") { $0.name == "makeDefaults()" }
        XCTAssertEqual(maker.mustNotReach(code.capability(.sendsRequestsOrReadsResponses)).map(\.message), [
            "Graph/Feed.swift:40:35 uses Defaults.init() → Graph/Feed.swift:36:16 uses makeFeed() → Graph/Transport.swift:13:45 uses URLRequest",
        ])
    }

    func testATypealiasIsFollowedToTheTypeItNames() throws {
        let code = try ArchitectureRuleTests.sample()
        let messages = code.types("FeedModel").mustNotReach(code.types("Feed")).map(\.message)
        XCTAssertTrue(messages.contains("Graph/Feed.swift:10:17 uses Source → Graph/Transport.swift:17:20 uses Feed"), "\(messages)")
    }

    func testALongPathShowsItsFirstAndLastHops() throws {
        let code = try ArchitectureRuleTests.sample()
        let start = code.symbols("chainStart()") { $0.name == "chainStart()" }
        XCTAssertEqual(start.mustNotReach(code.capability(.sendsRequestsOrReadsResponses)).map(\.message), [
            "Graph/Transport.swift:25:21 uses stepOne() → … 2 more … → Graph/Transport.swift:28:20 uses stepFour()"
                + " → Graph/Transport.swift:29:23 uses URLSession",
        ])
    }

    func testAPathThroughTheGateIsFineAndOneAroundItIsNot() throws {
        let code = try ArchitectureRuleTests.sample()
        let network = code.capability(.sendsRequestsOrReadsResponses)
        let helper = code.symbols("makeFeed()") { $0.name == "makeFeed()" }
        XCTAssertEqual(code.types("FeedModel").mustReach(network, onlyThrough: helper), [])
        XCTAssertEqual(code.types("FeedModel").mustReach(network, onlyThrough: code.types("QuietModel")).map(\.message), [
            "Graph/Feed.swift:14:18 uses makeFeed() → Graph/Transport.swift:13:45 uses URLRequest, not through QuietModel",
        ])
        XCTAssertEqual(network.mustOnlyBeReached(from: code.folder("Graph")).filter { $0.file.hasPrefix("Graph/") }, [])
    }

    func testGlobalAndStaticStateIsFoundDirectlyAndThroughAHelper() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.types("Logger").mustNotReach(code.sharedMutableState).map(\.message), [
            "Graph/Shared.swift:20:21 uses current, from global or static state",
            "Graph/Shared.swift:24:9 uses bump() → Graph/Shared.swift:15:5 uses counter, from global or static state",
            "Graph/Shared.swift:77:18 uses environment, from global or static state",
        ])
    }

    func testValueSemanticsFollowStoredPropertiesIntoTheModulesTypes() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.types("Pair").mustHaveValueSemantics(), [])
        XCTAssertEqual(code.types("Box").mustHaveValueSemantics().map(\.message), [
            "Box is not a value all the way down: Graph/Shared.swift:32:15 stores NameHolder, which Graph/Shared.swift:35:13 declares as a class",
        ])
        XCTAssertEqual(code.types("NameHolder").mustHaveValueSemantics().map(\.message), [
            "Graph/Shared.swift:35:13 declares NameHolder as a class: make it a struct or an enum",
        ])
    }

    func testCodeThatLeavesTheActorIsFound() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.types("Escaper").mustNotReach(code.capability(.leavesTheCurrentActor)).map(\.message), [
            "Graph/Shared.swift:63:14 uses detached(name:priority:operation:)",
            "Graph/Shared.swift:64:9 uses DispatchQueue, global(qos:), async(group:qos:flags:execute:)",
            "Graph/Shared.swift:65:9 uses Thread, detachNewThread(_:)",
        ])
    }

    func testASelectionThatMatchesNothingSaysSo() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.folder("Graph").mustNotBeEmpty(because: "x"), [])
        XCTAssertEqual(code.folder("Data2").mustNotBeEmpty(because: "the data layer needs a home").map(\.message), [
            "Data2/ matches nothing in your code: the data layer needs a home",
        ])
    }

    func testImportSwiftIsFineAndAFileIsHeldByWhatItDeclares() throws {
        let code = try ArchitectureRuleTests.sample()
        XCTAssertEqual(code.files(declaring: "Note").mustImportOnly("Foundation"), [])
        // NoteScreen+Drafts.swift only extends NoteScreen: it is one of its files.
        XCTAssertEqual(code.files(declaring: "NoteScreen").mustImportOnly("Swift").map(\.message), [
            "Presentation/NoteScreen.swift:1:8 imports Foundation (this file declares NoteScreen, so it is one of the files of NoteScreen)",
        ])
    }
}
