import Foundation
import XCTest
@testable import Workbook

/// Code that runs before `main` is found in the learner's objects, whatever spelling put it there.
final class StartupCodeTests: XCTestCase {
    func testAnObjectWithAnInitArrayIsFoundAndAPlainOneIsNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-startup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = [
            "early": "@used @section(\".init_array\")\nlet early: @convention(c) () -> Void = { }\n",
            "plain": "struct Trip { var name: String }\nlet shared = Trip(name: \"x\")\nfunc f() -> Int { 1 }\n",
        ]
        var map: [String: [String: String]] = [:]
        for (name, text) in sources {
            let source = folder.appendingPathComponent("\(name).swift")
            try text.write(to: source, atomically: true, encoding: .utf8)
            let object = folder.appendingPathComponent("\(name).o").path
            let compiled = try Subprocess.run("swiftc", ["-c", source.path, "-o", object, "-parse-as-library", "-module-name", "M\(name)"])
            XCTAssertEqual(compiled.status, 0, compiled.output)
            map[source.path] = ["object": object]
        }
        let mapFile = folder.appendingPathComponent("output-file-map.json")
        try JSONEncoder().encode(map).write(to: mapFile)
        XCTAssertEqual(StartupCode.sources(in: CompiledObjects(outputFileMaps: [mapFile])), [folder.appendingPathComponent("early.swift").path])
    }

    func testSectionNamesOfSomethingElseAreNone() {
        XCTAssertEqual(StartupCode.sectionNames(in: Array("not an object".utf8)), [])
        XCTAssertEqual(StartupCode.sectionNames(in: [0x7f, 0x45, 0x4c, 0x46, 2] + [UInt8](repeating: 0xff, count: 80)), [])
        XCTAssertTrue(StartupCode.isStartupSection(".init_array.101"))
        XCTAssertTrue(StartupCode.isStartupSection("__mod_init_func"))
        XCTAssertFalse(StartupCode.isStartupSection(".initialize"))
    }
}
