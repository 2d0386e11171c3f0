import XCTest

/// `Graders/build-workbook.sh` builds the workbook once: the `kata` command, every checks
/// executable (the change requests' as `kata` builds them) and the baseline reuse one build, so
/// that KataKit is compiled once (the package plugin's copy of `kata`, which SwiftPM builds apart
/// in a whole build, is not built). Run on a copy of the fixture workbook holding the runner
/// and the plugin, whose manifest reads `KATA_CHANGE_CHECKS` as the workbook's does.
final class EndToEndBuildWorkbookTests: XCTestCase {
    func testTheScriptCompilesKataKitOnceForTheWorkbook() throws {
        let fileManager = FileManager.default
        let copy = fileManager.temporaryDirectory.appendingPathComponent("kata-build-workbook-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: copy) }
        try fileManager.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Workbook"), to: copy)
        for folder in ["Sources/KataKit", "Sources/Workbook", "Sources/kata", "Plugins/KataPlugin", "Graders"] {
            try fileManager.createDirectory(at: copy.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: packageRoot.appendingPathComponent(folder), to: copy.appendingPathComponent(folder))
        }
        try #"{"points": {}}"#.write(to: copy.appendingPathComponent("Graders/points.json"), atomically: true, encoding: .utf8)
        // As the workbook's Package.swift: the checks' settings depend on KATA_CHANGE_CHECKS.
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let checksPath = #"path: "Sources/Checks/\(kata)"),"#
        XCTAssertTrue(text.contains(checksPath), "the fixture's manifest has changed: update this test")
        try text.replacingOccurrences(of: checksPath, with: #"path: "Sources/Checks/\(kata)", "#
            + #"swiftSettings: Context.environment["KATA_CHANGE_CHECKS"] != nil ? [.define("KATA_CHANGE_CHECKS")] : []),"#)
            .write(to: manifest, atomically: true, encoding: .utf8)

        // Every kata compiles, so that every product is built.
        try "func answer() -> Int {\n    42\n}\n".write(to: copy.appendingPathComponent("Katas/Broken/Broken.swift"), atomically: true, encoding: .utf8)
        // Neither a kata built elsewhere nor the change's checks from the environment.
        let run = try runProgram("/usr/bin/env", ["-u", "KATA_BIN", "-u", "KATA_CHANGE_CHECKS", "sh", copy.appendingPathComponent("Graders/build-workbook.sh").path, copy.path],
                                 in: copy, environment: ["KATA_CHECK_TIMEOUT": "1"], timeout: 1_200)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        let output = run.standardOutput + run.standardError
        let lines = output.split(separator: "\n")
        let compiled = lines.filter { $0.contains("] Compiling KataKit ") }.map { $0.components(separatedBy: "Compiling KataKit ").last ?? "" }
        XCTAssertFalse(compiled.isEmpty, "the build's lines are in the output:\n\(output)")
        // Once, for the workbook (kata and the checks): the script builds products, never the
        // whole package, so the package plugin's own copy of kata (`kata-tool`, which SwiftPM builds
        // for the host in any whole build) is not built; and never again because a step's
        // environment or build system differs.
        XCTAssertFalse(lines.contains { $0.hasSuffix("Linking kata-tool") }, "the plugin's copy of kata is not built:\n\(output)")
        for (file, count) in Dictionary(compiled.map { ($0, 1) }, uniquingKeysWith: +) {
            XCTAssertEqual(count, 1, "\(file) compiled \(count) times:\n\(output)")
        }
        XCTAssertEqual(lines.filter { $0.hasSuffix("Linking kata") }.count, 1, "kata is linked once:\n\(output)")
        XCTAssertTrue(output.contains("build-workbook.sh: built "), output)
    }
}
