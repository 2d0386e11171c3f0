import Foundation
import XCTest
@testable import Workbook

/// What kata code may say, read past comments and strings (``SwiftSourceScanner``), and the
/// refusals before the build (``SourceGate``).
final class SourceGateTests: XCTestCase {
    func testTheScannerFindsAttributesImportsAndDeclaredNamesOutsideCommentsAndStrings() {
        let scan = SwiftSourceScanner(##"""
        import Foundation
        @testable import struct Observation.Observable
        // @section in a comment
        /* @used /* nested @used */ still a comment @_cdecl */
        let text = "@_silgen_name(\"x\") \(value) email@example.com"
        let raw = #"@used \#(format(@escaping))"#
        let lines = """
            @section(".init_array")
            \(wrap { @Sendable in 1 })
            """
        let regex = #/user@example\.com/#
        @MainActor final class Screen {}
        @propertyWrapper struct Trimmed {}
        typealias KataKit = Int
        """##)
        XCTAssertEqual(scan.attributes.map(\.name), ["testable", "escaping", "Sendable", "MainActor", "propertyWrapper"])
        XCTAssertEqual(scan.attributes.map(\.line), [2, 6, 9, 12, 13])
        XCTAssertEqual(scan.imports.map(\.name), ["Foundation", "Observation"])
        XCTAssertEqual(scan.declaredTypes.map(\.name), ["Screen", "Trimmed", "KataKit"])
        XCTAssertTrue(scan.declaredNames.map(\.name).contains("text"))
    }

    func testCodeInAnInterpolationIsReadAsCode() {
        let scan = SwiftSourceScanner(#"let s = "\({ @_silgen_name("getpid") func pid() -> Int32; return pid() }())""#)
        XCTAssertEqual(scan.attributes.map(\.name), ["_silgen_name"])
    }

    func testAnAtSignAfterANameIsNotAnAttribute() {
        let scan = SwiftSourceScanner("let isEmail = text.contains(/user@example/)\nlet x = a@b")
        XCTAssertEqual(scan.attributes, [])
    }

    func testTheGateRefusesWhatCanRunBeforeTheChecksAndAcceptsTheLessonsAttributes() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Katas/Trip")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Domain"), withIntermediateDirectories: true)
        try """
        import Foundation
        import Observation

        @propertyWrapper struct Trimmed { var wrappedValue: String }
        @globalActor actor StoreActor { static let shared = StoreActor() }

        @MainActor @Observable final class Editor {
            @ObservationIgnored @Trimmed var name: String = ""
            @StoreActor func save(_ done: @escaping @Sendable () -> Void) {}
            @discardableResult func go() -> Int { 1 }
        }
        """.write(to: folder.appendingPathComponent("Editor.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(SourceGate.refusals(inFolder: "Katas/Trip", root: root), [], "the lessons' attributes and the module's own wrappers and actors")

        try """
        import KataKit
        @used @section(".init_array")
        let early: @convention(c) () -> Void = {}
        @_silgen_name("time") func clock(_ t: UnsafeMutablePointer<Int>?) -> Int
        @_cdecl("f") func f() {}
        @_dynamicReplacement(for: go) func go2() -> Int { 2 }
        @main enum App {}
        enum KataKit {}
        import TripSolution
        """.write(to: folder.appendingPathComponent("Domain/Early.swift"), atomically: true, encoding: .utf8)
        try "int f(void) { return 1; }".write(to: folder.appendingPathComponent("Domain/f.c"), atomically: true, encoding: .utf8)
        let refusals = SourceGate.refusals(inFolder: "Katas/Trip", root: root)
        XCTAssertEqual(refusals.map { "\($0.file):\($0.line)" }, [
            "Katas/Trip/Domain/Early.swift:1", "Katas/Trip/Domain/Early.swift:2", "Katas/Trip/Domain/Early.swift:2",
            "Katas/Trip/Domain/Early.swift:4", "Katas/Trip/Domain/Early.swift:5", "Katas/Trip/Domain/Early.swift:6",
            "Katas/Trip/Domain/Early.swift:7", "Katas/Trip/Domain/Early.swift:8", "Katas/Trip/Domain/Early.swift:9",
            "Katas/Trip/Domain/f.c:1",
        ])
        XCTAssertTrue(refusals[1].message.hasPrefix("the attribute @used is not allowed in kata code: it can place code that runs before the checks start"),
                      refusals[1].message)
        XCTAssertTrue(refusals[0].message.hasPrefix("kata code may not import KataKit"), refusals[0].message)
        XCTAssertTrue(refusals.allSatisfy { $0.severity == .error })
    }

    /// Attributes are allowed by what they are: a type named like one of the compiler's
    /// attributes (issue #51's forging file declared `struct _cdecl {}`) allows nothing, while
    /// the module's own property wrappers, result builders and global actors stay allowed.
    func testATypeNamedLikeACompilerAttributeAllowsNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Katas/Trip")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        struct _cdecl { init(_ name: String) {} }
        struct used {}
        struct section { init(_ name: String) {} }
        struct NSManaged {}
        @propertyWrapper struct Trimmed { var wrappedValue: String }
        @_cdecl("read") func forged() -> Int { 0 }
        @used @section(".init_array") let early: @convention(c) () -> Void = {}
        final class Record { @NSManaged var name: String; @Trimmed var title = "" }
        """.write(to: folder.appendingPathComponent("Forge.swift"), atomically: true, encoding: .utf8)
        let refusals = SourceGate.refusals(inFolder: "Katas/Trip", root: root)
        XCTAssertEqual(refusals.map { "\($0.line):\($0.column)" }, ["6:1", "7:1", "7:7", "8:22"], refusals.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(refusals[0].message.hasPrefix("the attribute @_cdecl is not allowed in kata code"), refusals[0].message)
    }

    /// A raw identifier made of quotes (Swift 6.2) or a bare regular expression holding them
    /// starts no string: what follows is read as code, and refused at its line.
    func testRawIdentifiersAndBareRegularExpressionsHideNothing() throws {
        let scan = SwiftSourceScanner(#"""
        func `"""`() {}
        let quotes = /"""/
        @_cdecl("read") func forged() -> Int { 0 }
        let ratio = (a) / b / c
        func `a raw name`() {}
        @MainActor final class Screen {}
        """#)
        XCTAssertEqual(scan.attributes.map { "\($0.name)@\($0.line)" }, ["_cdecl@3", "MainActor@6"])
        XCTAssertTrue(scan.declaredNames.map(\.name).contains("\"\"\""), "\(scan.declaredNames)")
        XCTAssertTrue(scan.declaredNames.map(\.name).contains("a raw name"), "\(scan.declaredNames)")
    }

    /// Attributes that place or export code are refused wherever they are spelled, so that a
    /// misreading of the file (a comment or string that the compiler reads otherwise) hides none.
    func testAttributesThatPlaceCodeAreRefusedEvenWhereTheGateReadsACommentOrAString() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Katas/Trip")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        // @_cdecl in a comment
        let text = "@section(\\".init_array\\")"
        let address = "learner@main.example"
        // @MainActor and @escaping in a comment are plain words
        """.write(to: folder.appendingPathComponent("Words.swift"), atomically: true, encoding: .utf8)
        let refusals = SourceGate.refusals(inFolder: "Katas/Trip", root: root)
        XCTAssertEqual(refusals.map { "\($0.line):\($0.column)" }, ["1:4", "2:13"], refusals.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(refusals[0].message.contains("spells @_cdecl where the gate reads a comment, a string or a regular expression"), refusals[0].message)
    }

    /// Every starter, reference and design fixture passes the gate: no correct design is refused by it.
    func testTheGateRefusesNoStarterReferenceOrCorrectFixture() throws {
        let fileManager = FileManager.default
        var folders: [String] = []
        for base in ["Katas", "Starters", "Solutions", "Solutions/Changes"] {
            let url = packageRoot.appendingPathComponent(base)
            for name in (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? [] where !name.hasPrefix(".") && name != "Changes" {
                var isFolder: ObjCBool = false
                if fileManager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder), isFolder.boolValue {
                    folders.append("\(base)/\(name)")
                }
            }
        }
        let designs = "Tests/WorkbookTests/Fixtures/Designs"
        for module in try fileManager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(designs).path) where !module.hasPrefix(".") {
            for design in try fileManager.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("\(designs)/\(module)").path)
            where !design.hasPrefix(".") {
                folders.append("\(designs)/\(module)/\(design)")
            }
        }
        XCTAssertGreaterThan(folders.count, 20)
        for folder in folders {
            XCTAssertEqual(SourceGate.refusals(inFolder: folder, root: packageRoot).map { "\($0.file):\($0.line): \($0.message)" }, [], folder)
        }
    }
}

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
