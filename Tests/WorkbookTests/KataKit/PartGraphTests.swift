@testable import KataKit
import XCTest

/// The graph of parts on the sample module (Tests/ArchitectureSample), read from the index the
/// test build wrote: the same uses the rules see, counted between parts.
final class PartGraphTests: XCTestCase {
    private func sample() throws -> Codebase {
        let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: ArchitectureRuleTests.storePath)
        return Codebase(folder: ArchitectureRuleTests.sampleFolder, files: try reader.read(folder: ArchitectureRuleTests.sampleFolder))
    }

    private static let layers = Architecture(arrows: [
        "Presentation": ["Domain"],
        "Data": ["Domain", "decoding"],
    ]) { code in
        [Part("Presentation", code.folder("Presentation")),
         Part("Domain", code.folder("Domain")),
         Part("Data", code.folder("Data")),
         .external("decoding", code.types("JSONDecoder"))]
    }

    func testUsesBetweenLayersAreCountedAndTheUnintendedOnesMarkedAtTheirFirstUse() throws {
        let graph = Self.layers.graph(of: try sample())
        XCTAssertEqual(graph.edges.map { "\($0.from) → \($0.to)\($0.isForbidden ? " ✗" : "")" }, [
            "Presentation → Domain", "Presentation → Data ✗", "Presentation → decoding ✗",
            "Data → Domain", "Data → decoding",
        ])
        let presentationToData = try XCTUnwrap(graph.edges.first { $0.from == "Presentation" && $0.to == "Data" })
        // The same two uses the rule `Presentation/ mustNotUse Data/` reports (ArchitectureRuleTests).
        XCTAssertEqual(presentationToData.uses, 2)
        XCTAssertEqual(presentationToData.location, "Presentation/NoteScreen.swift:10:46")
        XCTAssertEqual(presentationToData.symbol, "NoteDTO")
        let decoding = try XCTUnwrap(graph.edges.first { $0.from == "Presentation" && $0.to == "decoding" })
        XCTAssertEqual(decoding.location, "Presentation/NoteScreen.swift:10:24")
        XCTAssertEqual(decoding.symbol, "JSONDecoder")
        XCTAssertEqual(graph.intended.map { "\($0.from) → \($0.to)" }, ["Data → Domain", "Data → decoding", "Presentation → Domain"])
    }

    func testPartsSayHowMuchOfTheCodeTheyHoldAndWhichAreOtherModules() throws {
        let graph = Self.layers.graph(of: try sample())
        XCTAssertEqual(graph.nodes.map(\.name), ["Presentation", "Domain", "Data", "decoding"])
        XCTAssertEqual(graph.nodes.map(\.isExternal), [false, false, false, true])
        XCTAssertTrue(graph.nodes.prefix(3).allSatisfy { $0.declarations > 0 }, "\(graph.nodes)")
        XCTAssertEqual(graph.nodes[3].declarations, 0)
        let renamed = Architecture(arrows: [:]) { code in [Part("Screens", code.folder("Screens"))] }.graph(of: try sample())
        XCTAssertEqual(renamed.nodes.map(\.declarations), [0], "a part that matches nothing holds nothing")
    }

    /// A conformance is contained by nothing in the index: it belongs to the conforming type,
    /// also when an extension declares it.
    func testAConformanceIsAUseByTheTypeThatConforms() throws {
        let events = Architecture(arrows: ["handler": ["events"], "events": ["protocols"]]) { code in
            [Part("handler", code.types("Notify")),
             Part("events", code.types("Saved", "Renamed")),
             Part("protocols", code.types("Event", "NamedEvent")),
             Part("services", code.types("Mailer"))]
        }
        let graph = events.graph(of: try sample())
        let conformances = try XCTUnwrap(graph.edges.first { $0.from == "events" && $0.to == "protocols" })
        XCTAssertEqual(conformances.uses, 2, "Saved: Event, and extension Renamed: NamedEvent")
        XCTAssertEqual(conformances.location, "Events/Handlers.swift:7:15")
        XCTAssertFalse(conformances.isForbidden)
        let made = try XCTUnwrap(graph.edges.first { $0.from == "handler" && $0.to == "services" })
        XCTAssertTrue(made.isForbidden)
        XCTAssertEqual(made.location, "Events/Handlers.swift:19:13")
        XCTAssertNil(graph.edges.first { $0.from == "protocols" }, "protocols use nothing: \(graph.edges)")
    }

    /// The first part that holds a place owns it: a last part can take what the others leave.
    /// An extension of a type is the type's code, in whatever file it is written.
    func testTheFirstPartThatHoldsAPlaceOwnsIt() throws {
        let graph = Architecture(arrows: ["rest": ["Note"]]) { code in
            [Part("Note", code.types("Note")), Part("rest", code.everything)]
        }.graph(of: try sample())
        XCTAssertEqual(graph.edges.map { "\($0.from) → \($0.to)\($0.isForbidden ? " ✗" : "")" }, ["Note → rest ✗", "rest → Note"])
        // `extension Note { func checked() throws(NoteError) }` in NoteError.swift.
        XCTAssertEqual(graph.edges.first.map { "\($0.location) \($0.symbol)" }, "Domain/NoteError.swift:8:27 NoteError")
    }

    /// A failing path is drawn on the first arrow it crosses, at the place the rule names; a
    /// helper of no part belongs to the part that uses it, so the path goes on through it.
    func testAPathIsDrawnOnTheFirstArrowItCrossesAtThePlaceTheRuleNames() throws {
        let rules = [Rule("the depot reads no settings", because: "a depot only sorts") { code in
            code.types("Depot").mustNotReach(code.capability(.readsOrWritesSettings), following: .runs)
        }]
        let withParcels = Architecture(rules: rules, arrows: [:]) { code in
            [Part("depot", code.types("Depot")), Part("parcel", code.types("Parcel")),
             .external("settings", code.capability(.readsOrWritesSettings))]
        }.graph(of: try sample())
        XCTAssertEqual(withParcels.edges.map { "\($0.from) → \($0.to)\($0.isForbidden ? " ✗" : "")" }, ["depot → parcel ✗", "parcel → settings"])
        XCTAssertEqual(withParcels.edges.first.map { "\($0.location) \($0.symbol)" }, "Runs/Shop.swift:79:31 Parcel")
        XCTAssertEqual(withParcels.rulesFailingInsideParts, [])
        // Parcel in no part: the depot's path crosses into the settings first.
        let withoutParcels = Architecture(rules: rules, arrows: [:]) { code in
            [Part("depot", code.types("Depot")), .external("settings", code.capability(.readsOrWritesSettings))]
        }.graph(of: try sample())
        XCTAssertEqual(withoutParcels.edges.map { "\($0.from) → \($0.to)\($0.isForbidden ? " ✗" : "")" }, ["depot → settings ✗"])
        XCTAssertEqual(withoutParcels.edges.first.map { "\($0.location) \($0.uses)" }, "Runs/Shop.swift:79:31 1")
        // A rule that fails inside one part is no arrow, and is said all the same.
        let inside = Architecture(rules: [Rule("parcels are pure", because: "values") { code in code.types("Parcel").mustStayPure() }],
                                  arrows: [:]) { code in [Part("parcel", code.types("Parcel"))] }.graph(of: try sample())
        XCTAssertEqual(inside.edges.filter(\.isForbidden).count, 0)
        XCTAssertEqual(inside.rulesFailingInsideParts, ["parcels are pure"])
    }

    /// With the kata's rules, an arrow is red exactly when a rule fails at one of its uses: the
    /// intended arrows do not decide it, and a use no rule forbids stays black.
    func testWithRulesAnArrowIsRedExactlyWhenARuleFailsAtOneOfItsUses() throws {
        let rules = [Rule("Presentation/ uses nothing of Data/", because: "layers") { code in
            code.folder("Presentation").mustNotUse(code.folder("Data"))
        }]
        let withRules = Architecture(rules: rules, arrows: ["Presentation": ["Domain"]]) { code in
            [Part("Presentation", code.folder("Presentation")),
             Part("Domain", code.folder("Domain")),
             Part("Data", code.folder("Data")),
             .external("decoding", code.types("JSONDecoder"))]
        }
        let graph = withRules.graph(of: try sample())
        XCTAssertEqual(graph.edges.map { "\($0.from) → \($0.to)\($0.isForbidden ? " ✗" : "")" }, [
            "Presentation → Domain", "Presentation → Data ✗", "Presentation → decoding",
            "Data → Domain", "Data → decoding",
        ], "only the rule's failure is red, not the arrows the lesson does not draw")
        let passing = Architecture(rules: [Rule("Domain/ uses nothing of Data/", because: "layers") { code in
            code.folder("Domain").mustNotUse(code.folder("Data"))
        }], arrows: [:]) { code in
            [Part("Presentation", code.folder("Presentation")), Part("Domain", code.folder("Domain")), Part("Data", code.folder("Data"))]
        }
        XCTAssertEqual(passing.graph(of: try sample()).edges.filter(\.isForbidden).map { "\($0.from) → \($0.to)" }, [],
                       "no rule fails, so no arrow is red, whatever the intended arrows")
    }
}
