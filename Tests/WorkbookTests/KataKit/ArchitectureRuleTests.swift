@testable import KataKit
import Foundation
import XCTest

/// The rules API on a small module built with the tests (Tests/ArchitectureSample), read from
/// the index store that this very test build wrote.
final class ArchitectureRuleTests: XCTestCase {
    static let sampleFolder = packageRoot.appendingPathComponent("Tests/ArchitectureSample").path

    /// The index store of the build that made this test bundle, found as `kata` finds one beside
    /// a product: native, Swift Build (`.build/out`) or Xcode (DerivedData's `Index.noindex`).
    static var storePath: String {
        let kata = productsDirectory.resolvingSymlinksInPath().appendingPathComponent("kata").path
        return IndexStoreLocation.store(besideProduct: kata) ?? IndexStoreLocation.candidates(besideProduct: kata)[0]
    }

    func sample() throws -> Codebase { try Self.sample() }

    static func sample() throws -> Codebase {
        let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: Self.storePath)
        return Codebase(folder: Self.sampleFolder, files: try reader.read(folder: Self.sampleFolder))
    }

    func testALayerThatUsesAnotherLayerIsReportedAtEachLine() throws {
        let code = try sample()
        XCTAssertEqual(code.folder("Presentation").mustNotUse(code.folder("Data")).map(\.message), [
            "Presentation/NoteScreen.swift:10:46 uses NoteDTO, from Data/",
            "Presentation/NoteScreen.swift:11:42 uses body, from Data/",
        ])
        XCTAssertEqual(code.folder("Domain").mustNotUse(code.folder("Data").union(code.folder("Presentation"))), [])
    }

    func testAnotherModulesTypeIsMatchedByNameWithItsMembers() throws {
        let code = try sample()
        let violations = code.types("JSONDecoder").mustOnlyBeUsed(from: code.folder("Data"))
        XCTAssertEqual(violations.map(\.message), [
            "Presentation/NoteScreen.swift:10:24 uses JSONDecoder, init(), decode(_:from:), which only Data/ may use",
        ])
        XCTAssertEqual(violations.first?.file, "Presentation/NoteScreen.swift")
        XCTAssertEqual(violations.first?.line, 10)
    }

    func testWritesOutsideTheOwnerAreFoundWhateverTheSpelling() throws {
        let code = try sample()
        // `private(set)` on its own line, and `value += 1` inside the type: no violation.
        XCTAssertEqual(code.property("value", of: "Counter").mustOnlyBeChanged(from: code.types("Counter")), [])
        // A mutation through a member (`draft.text = …`) changes `draft`, outside `Note`.
        XCTAssertEqual(code.property("text", of: "Note").mustOnlyBeChanged(from: code.types("Note")).map(\.message), [
            "Presentation/NoteScreen.swift:15:15 changes text outside Note",
        ])
    }

    func testConformingTypesAreFoundThroughExtensionsAndOtherProtocols() throws {
        let code = try sample()
        XCTAssertEqual(code.types("Notify").mustNotUse(code.types(conformingTo: "Event")).map(\.message), [
            "Events/Handlers.swift:18:26 uses Saved",
            "Events/Handlers.swift:22:26 uses Renamed",
        ])
    }

    func testTypesByKindAndTheirInitializersNamedByType() throws {
        let code = try sample()
        let made = code.types("the module's classes", where: { $0.kind == .class }).initializers.named("objects made on the spot")
        XCTAssertEqual(code.types("Notify").mustNotUse(made).map(\.message), [
            "Events/Handlers.swift:19:13 uses Mailer.init(), from objects made on the spot",
        ])
    }

    func testImportsAndValueTypes() throws {
        let code = try sample()
        XCTAssertEqual(code.files(declaring: "Note").mustImportOnly("Foundation"), [])
        XCTAssertEqual(code.files(declaring: "Note").mustImportOnly("Swift").map(\.message), [
            "Domain/Note.swift:1:8 imports Foundation (this file declares Note, Counter, so it is one of the files of Note)",
        ])
        XCTAssertEqual(code.folder("Domain").mustBeValueTypes().map(\.message), [
            "Domain/Note.swift:9:13 declares Counter as a class: make it a struct or an enum",
        ])
    }

    func testTheFilesOfATypeIncludeFilesThatOnlyExtendIt() throws {
        let code = try sample()
        let files = Set(code.files(declaring: "NoteScreen").mustNotUse(code.types("Note")).map { $0.message.prefix { $0 != ":" } })
        XCTAssertEqual(files, ["Presentation/NoteScreen.swift", "Presentation/NoteScreen+Drafts.swift"])
    }

    func testCasesMatchedOrComparedAnywhereAreNotMade() throws {
        let code = try sample()
        let cases = code.types("NoteError").intersection(code.symbols("cases") { $0.kind == .enumConstant })
        XCTAssertEqual(cases.mustOnlyBeMade(from: code.types("Note")).map(\.message), [
            "Presentation/NoteErrorText.swift:20:21 makes empty, which only Note may make",
            "Presentation/NoteErrorText.swift:24:33 makes tooLong(_:), which only Note may make",
            "Presentation/NoteErrorText.swift:25:33 makes empty, which only Note may make",
        ])
        XCTAssertEqual(cases.mustOnlyBeUsed(from: code.types("Note")).count, 9, "every line that uses one, matches included")
    }

    func testAnExtensionInAnotherFileIsInsideItsType() throws {
        let code = try sample()
        // `extension NoteScreen` (NoteScreen+Drafts.swift) is the screen's own code: it uses
        // nothing outside the screen, and it does not count as a use of the screen.
        XCTAssertEqual(code.types("NoteScreen").mustOnlyBeUsed(from: code.folder("Data")), [])
    }

    func testAFileNewerThanTheIndexMakesTheIndexUnusable() throws {
        let file = Self.sampleFolder + "/Domain/Note.swift"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        let original = try XCTUnwrap(attributes[.modificationDate] as? Date)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: file)
        defer { try? FileManager.default.setAttributes([.modificationDate: original], ofItemAtPath: file) }
        XCTAssertThrowsError(try sample()) { error in
            XCTAssertEqual("\(error)", "the compiler's index is older than Domain/Note.swift: build again (kata run brings the index up to date by itself)")
        }
        // Unless the runner compared the index with the files' content just before (a touched file).
        let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: Self.storePath)
        XCTAssertFalse(try reader.read(folder: Self.sampleFolder, verified: true).isEmpty)
    }

    func testAFileTheCompilerNeverSawMakesTheIndexUnusable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-unindexed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "struct Fresh {}\n".write(to: folder.appendingPathComponent("Fresh.swift"), atomically: true, encoding: .utf8)
        let reader = IndexReader(library: try IndexStoreLibrary.locate(), storePath: Self.storePath)
        XCTAssertThrowsError(try reader.read(folder: folder.path)) { error in
            XCTAssertEqual("\(error)", "the compiler's index in \(Self.storePath) has no record of Fresh.swift: "
                + "build again (kata run brings the index up to date by itself)")
        }
    }

    #if os(Linux)
    func testAMissingLibrarySaysWhatToSet() {
        XCTAssertThrowsError(try IndexStoreLibrary.locate(environment: ["PATH": "/nonexistent"])) { error in
            XCTAssertEqual("\(error)", "the toolchain's libIndexStore.so was not found next to the swift on PATH; set KATA_INDEXSTORE_LIB to its path")
        }
        XCTAssertThrowsError(try IndexStoreLibrary.locate(environment: ["KATA_INDEXSTORE_LIB": "/etc/hostname", "PATH": ""]))
    }
    #endif
}
