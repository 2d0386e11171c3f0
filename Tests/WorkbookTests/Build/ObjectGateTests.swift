import Foundation
import XCTest
@testable import Workbook

/// What the compiler made of kata code is judged before anything of it runs (``ObjectGate``):
/// only Swift symbols of the module's own, no start-up or exit table, and nothing it cannot read.
final class ObjectGateTests: XCTestCase {
    /// Compiles `source` as module `module` into an object in `folder`, and returns the object's path.
    private func compile(_ source: String, module: String = "TripValidation", in folder: URL, name: String = "File") throws -> String {
        let file = folder.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let object = folder.appendingPathComponent("\(name).o").path
        let compiled = try Subprocess.run("swiftc", ["-c", file.path, "-o", object, "-parse-as-library", "-module-name", module])
        XCTAssertEqual(compiled.status, 0, compiled.output)
        return object
    }

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-objects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testPlainSwiftOfTheModuleIsAccepted() throws {
        let object = try compile("""
            import Foundation
            struct Trip: Equatable, CustomStringConvertible { var name: String; var description: String { name } }
            extension String { var trimmed: String { trimmingCharacters(in: .whitespaces) } }
            extension Int: @retroactive Identifiable { public var id: Int { self } }
            @propertyWrapper struct Clamped { var wrappedValue: Int }
            final class Box { @Clamped var value = 1; static let shared = Box() }
            actor Store { var trips: [Trip] = [] }
            @MainActor final class Editor { func save() async { _ = await Task { 1 }.value } }
            func names(_ trips: [Trip]) -> [String] { trips.map(\\.name) }
            let limit = 3
            """, in: try folder())
        XCTAssertEqual(ObjectGate.problems(inObjectAt: object, module: "TripValidation"), [])
    }

    /// The forging file of issue #51: a function exported under the C library's name binds the
    /// check process's own reads; under another module's Swift name, that module's callers.
    func testFunctionsExportedUnderAnotherNameAreRefusedByName() throws {
        let object = try compile("""
            @_cdecl("read") func forgedRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { 0 }
            @_silgen_name("write") func forgedWrite() {}
            @_silgen_name("$s7KataKit6verdictyyF") func forgedVerdict() {}
            func honest() {}
            """, in: try folder())
        let problems = ObjectGate.problems(inObjectAt: object, module: "TripValidation")
        XCTAssertEqual(problems.count, 1, "\(problems)")
        for name in ["`read`", "`write`", "`$s7KataKit6verdictyyF`"] {
            XCTAssertTrue(problems.first?.contains(name) == true, "\(name) in \(problems)")
        }
        XCTAssertFalse(problems.first?.contains("honest") == true, "\(problems)")
    }

    /// A module whose name repeats a word (a design fixture's, a pack's) is mangled with the repeat
    /// substituted, as the compiler does: its own symbols are still its own.
    func testAModuleNameWithARepeatedWordIsReadAsTheCompilerWritesIt() throws {
        XCTAssertEqual(MangledIdentifier.mangled("TripValidation"), "14TripValidation")
        XCTAssertEqual(MangledIdentifier.mangled("EggDomainObject_crack_stores_the_size_the_egg_was_made_with"),
                       "038EggDomainObject_crack_stores_the_size_F18_egg_was_made_with")
        // After an associated type's name, its words come first: `the` is the seventh word, G.
        XCTAssertTrue(ObjectGate.holdsIdentifier("LoginReducer_view_model_reads_the_switch_when_the_login_starts",
                                                 in: "$s5Input046LoginReducer_view_model_reads_the_switch_when_G13_login_starts0C0PTl"))
        let module = "Trip_the_rule_the_trip_keeps"
        let object = try compile("""
            import Synchronization
            struct Trip { var name: String }
            extension String { var shout: String { uppercased() } }
            protocol Feature { associatedtype Input; associatedtype State }
            func go() {}
            final class Shelf: Sendable {
                let trips = Mutex<[Trip]>([])
                func add(_ trip: Trip) { trips.withLock { $0.append(trip) } }
            }
            """, module: module, in: try folder())
        XCTAssertEqual(ObjectGate.problems(inObjectAt: object, module: module), [])
    }

    /// Calls outside Swift are refused by the C function's name, whether the code calls C directly
    /// or through the Swift module that wraps it (`open(_:_:)` is `$s5Glibc4open…`); the C
    /// library's mathematics and what the lesson allows pass.
    func testCallsOfTheCLibraryAreRefusedButItsMathematics() throws {
        #if os(Linux)
        let object = try compile("""
            import Foundation
            func pid() -> Int32 { getpid() }
            func look() -> UnsafeMutableRawPointer? { dlsym(nil, "write") }
            func descriptor() -> Int32 { open("/proc/self/mem", O_RDONLY) }
            func root(_ x: Double) -> Double { sqrt(x) + floor(x) + pow(x, 2) }
            """, in: try folder())
        let problems = ObjectGate.problems(inObjectAt: object, module: "TripValidation")
        XCTAssertEqual(problems.count, 1, "\(problems)")
        XCTAssertTrue(problems.first?.contains("calls of the C library's `dlsym`, `getpid`, `open`") == true, "\(problems)")
        XCTAssertFalse(problems.first?.contains("sqrt") == true, "\(problems)")
        XCTAssertEqual(ObjectGate.problems(inObjectAt: object, module: "TripValidation", allowedCalls: ["dlsym", "getpid", "open"]), [])
        #else
        throw XCTSkip("on a Mac only the C library's process functions are refused")
        #endif
    }

    /// Kata code cannot reach the workbook's own modules, whatever name it gives them.
    func testUsesOfKataKitAreRefused() throws {
        let object = try compile("""
            @_silgen_name("$s7KataKit6verdictSbyF") func verdict() -> Bool
            func ask() -> Bool { verdict() }
            """, in: try folder())
        let problems = ObjectGate.problems(inObjectAt: object, module: "TripValidation")
        XCTAssertTrue(problems.contains { $0.contains("uses of the workbook's own code (`$s7KataKit6verdictSbyF`)") }, "\(problems)")
    }

    /// The module's name is read as a mangled identifier: a longer module that ends with it, or
    /// a length that only ends with its digits, is not it.
    func testTheModulesIdentifierIsItsLengthAndNameWithNoDigitBefore() {
        XCTAssertTrue(ObjectGate.holdsIdentifier("TripValidation", in: "$s14TripValidation4TripVMn"))
        XCTAssertTrue(ObjectGate.holdsIdentifier("TripValidation", in: "$sSS14TripValidationE7trimmedSSvg"))
        XCTAssertFalse(ObjectGate.holdsIdentifier("TripValidation", in: "$s114TripValidation"))
        XCTAssertFalse(ObjectGate.holdsIdentifier("TripValidation", in: "$s20MyTripValidationKit"))
        XCTAssertFalse(ObjectGate.holdsIdentifier("Trip", in: "$s14TripValidation"))
        let strong = ObjectFile.Symbol(name: "read", isDefined: true, isWeak: false)
        XCTAssertFalse(ObjectGate.isOwn(strong, module: "TripValidation"))
        XCTAssertFalse(ObjectGate.isOwn(.init(name: "__swift_memcpy8_8", isDefined: true, isWeak: false), module: "TripValidation"),
                       "a runtime helper's name defined strongly would win over every module's weak copy")
        XCTAssertTrue(ObjectGate.isOwn(.init(name: "__swift_memcpy8_8", isDefined: true, isWeak: true), module: "TripValidation"))
    }

    func testStartupAndExitTablesAreRefused() throws {
        let folder = try folder()
        for section in [".init_array", ".fini_array"] {
            let object = try compile("@used @section(\"\(section)\")\nlet early: @convention(c) () -> Void = { }\n", in: folder, name: "T\(section.dropFirst())")
            let problems = ObjectGate.problems(inObjectAt: object, module: "TripValidation")
            XCTAssertTrue(problems.contains { $0.contains("code that runs before main or after the checks (\(section))") }, "\(problems)")
        }
    }

    /// Past 65,279 sections, ELF's header says 0 sections and the real count is section 0's
    /// size: the table and a C-named symbol in the last sections are still found.
    func testAnObjectWithMoreSectionsThanTheHeaderCanCountIsReadThroughSectionZero() throws {
        let folder = try folder()
        var assembly = ""
        for index in 0..<65_300 { assembly += ".section .s\(index),\"a\"\n.byte 1\n" }
        assembly += ".section .init_array,\"aw\"\n.quad 0\n.text\n.globl read\nread:\n.byte 0xc3\n"
        let source = folder.appendingPathComponent("many.s")
        try assembly.write(to: source, atomically: true, encoding: .utf8)
        let object = folder.appendingPathComponent("many.o").path
        guard let assembled = try? Subprocess.run("clang", ["-c", source.path, "-o", object]), assembled.status == 0 else {
            throw XCTSkip("no clang to assemble an object with 65,300 sections")
        }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: object)))
        XCTAssertEqual(bytes[0x3c], 0, "the header's count says 0: the real one is in section 0")
        XCTAssertEqual(bytes[0x3d], 0)
        let read = try XCTUnwrap(ObjectFile(bytes: bytes))
        XCTAssertGreaterThan(read.sectionNames.count, 65_300)
        let problems = ObjectGate.problems(inObjectAt: object, module: "TripValidation")
        XCTAssertTrue(problems.contains { $0.contains("(.init_array)") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("`read`") }, "\(problems)")
    }

    /// What cannot be read as the linker reads it is refused, never passed.
    func testWhatCannotBeReadIsRefused() throws {
        let folder = try folder()
        let object = try compile("func honest() {}\n", in: folder)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: object)))
        XCTAssertNotNil(ObjectFile(bytes: bytes))
        XCTAssertNil(ObjectFile(bytes: Array("not an object".utf8)))
        XCTAssertNil(ObjectFile(bytes: [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1] + [UInt8](repeating: 0xff, count: 80)))
        let truncated = folder.appendingPathComponent("truncated.o")
        try Data(bytes.prefix(bytes.count / 2)).write(to: truncated)
        XCTAssertEqual(ObjectGate.problems(inObjectAt: truncated.path, module: "TripValidation").count, 1)
        XCTAssertEqual(ObjectGate.problems(inObjectAt: folder.appendingPathComponent("missing.o").path, module: "TripValidation").count, 1)
        let none = ObjectGate.refusals(in: CompiledObjects(outputFileMaps: [folder.appendingPathComponent("none.json")]),
                                       module: "TripValidation", folder: "Katas/TripValidation")
        XCTAssertEqual(none.map(\.file), ["Katas/TripValidation"])
        XCTAssertTrue(none.first?.message.contains("were not found") == true, "\(none)")
    }

    /// The refusal is at the source the object was compiled from, as the learner reads its path.
    func testARefusalNamesTheSourceFile() throws {
        let folder = try folder()
        let forged = try compile("@_cdecl(\"write\") func w() {}\n", in: folder, name: "Forged")
        let honest = try compile("func honest() {}\n", in: folder, name: "Honest")
        let map = folder.appendingPathComponent("output-file-map.json")
        try JSONEncoder().encode(["/root/Katas/TripValidation/Forged.swift": ["object": forged],
                                  "/root/Katas/TripValidation/Honest.swift": ["object": honest]]).write(to: map)
        let refusals = ObjectGate.refusals(in: CompiledObjects(outputFileMaps: [map]), module: "TripValidation", folder: "Katas/TripValidation") {
            String($0.dropFirst("/root/".count))
        }
        XCTAssertEqual(refusals.map(\.file), ["Katas/TripValidation/Forged.swift"])
        XCTAssertTrue(refusals.first?.message.contains("`write`") == true)
    }

    /// Every kata's starter and references, as this build compiled them, pass: the gate refuses
    /// no symbol the compiler makes of ordinary Swift.
    func testTheWorkbooksOwnKataModulesPass() throws {
        let katas = try Catalog(root: packageRoot).katas
        var modules = katas.flatMap { [$0.module, "\($0.module)Solution"] }
        modules += katas.filter { $0.change != nil }.map { "\($0.module)ChangeSolution" }
        var checked = 0
        for module in modules {
            let map = productsDirectory.appendingPathComponent("\(module).build/output-file-map.json")
            guard FileManager.default.fileExists(atPath: map.path) else { continue }
            checked += 1
            XCTAssertEqual(ObjectGate.refusals(in: CompiledObjects(outputFileMaps: [map]), module: module, folder: module), [], module)
        }
        if checked == 0 { throw XCTSkip("this build keeps no native output file maps (Swift Build): the native run checks them") }
        XCTAssertEqual(checked, modules.count)
    }
}
