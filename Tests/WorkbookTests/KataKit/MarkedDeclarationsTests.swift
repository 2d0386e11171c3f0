@testable import KataKit
import XCTest

/// `declarations(markedWith:)` on the sample module's Isolation/ folder: the code that the
/// compiler runs on the main actor, from the attributes the index records.
final class MarkedDeclarationsTests: XCTestCase {
    func testWritesOutsideMainActorCodeAreFoundWhereverTheAttributeIsWritten() throws {
        let folder = ArchitectureRuleTests.sampleFolder
        let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: ArchitectureRuleTests.storePath)
        let code = Codebase(folder: folder, files: try reader.read(folder: folder))
        let mainActor = code.declarations(markedWith: "MainActor")
        let initializers = code.symbols("initializers", where: { $0.kind == IndexedSymbol.Kind.constructor })
        // Marked: the whole `Ticker` type, `LooseTicker.tick()`, and what the marked extension
        // declares. Not marked: a task in an unmarked method, a body that only mentions the
        // main actor, an unmarked extension.
        XCTAssertEqual(code.types("Ticker", "LooseTicker").mustOnlyBeChanged(from: mainActor.union(initializers)).map(\.message), [
            "Isolation/Ticker.swift:22:21 changes count outside code marked @MainActor or initializers",
            "Isolation/Ticker.swift:26:36 changes count outside code marked @MainActor or initializers",
            "Isolation/Ticker.swift:38:9 changes count outside code marked @MainActor or initializers",
        ])
        XCTAssertEqual(code.types("Ticker").mustOnlyBeChanged(from: mainActor), [])
    }
}
