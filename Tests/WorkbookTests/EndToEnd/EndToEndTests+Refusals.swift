import Foundation
import XCTest

/// What kata code may not say is refused before anything of it is built or run, and a build
/// that runs past its time limit ends as a kata that does not compile.
extension EndToEndTests {
    /// A global placed in `.init_array` would run before `main` in every checks process: the run
    /// refuses it at its line, and nothing of it ran (it would have written a file).
    func testCodeThatWouldRunBeforeMainIsRefusedAndNeverRuns() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Early.swift")
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("kata-early-\(UUID().uuidString)")
        try """
            import Foundation

            @used @section(".init_array")
            let early: @convention(c) () -> Void = {
                FileManager.default.createFile(atPath: "\(marker.path)", contents: nil)
            }

            @_silgen_name("getpid") func processID() -> Int32
            """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runKata(["run", "passing", "--no-color"], in: Self.workbook, timeout: 300)
        XCTAssertEqual(run.status, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.contains(
            "Katas/Passing/Early.swift:3:1: error: the attribute @used is not allowed in kata code: it can place code that runs before the checks start"),
            run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("Katas/Passing/Early.swift:3:7: error: the attribute @section is not allowed in kata code"),
                      run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("Katas/Passing/Early.swift:8:1: error: the attribute @_silgen_name is not allowed in kata code"),
                      run.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "nothing of it ran")
        let check = try runKata(["check", "--json"], in: Self.workbook, timeout: 300)
        XCTAssertEqual(check.status, 2)
        XCTAssertTrue(check.standardOutput.contains("the attribute @used is not allowed in kata code"), check.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "nothing of it ran")
    }

    /// Issue #51's forging file: a type named like a compiler attribute, and a function exported
    /// under the C library's name that the check process calls (its reads of the key and its
    /// writes of results), hidden after a raw identifier of three quotes that an earlier gate read
    /// as the start of a string. Refused at its lines; nothing of it ran, no pass recorded.
    func testAFunctionExportedUnderACNameIsRefusedHoweverItIsSpelled() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Forge.swift")
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("kata-forge-\(UUID().uuidString)")
        try #"""
            import Foundation

            struct _cdecl { init(_ name: String) {} }
            func `"""`() {}

            @_cdecl("write") func forgedWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
                FileManager.default.createFile(atPath: "\#(marker.path)", contents: nil)
                return count
            }
            """#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runKata(["run", "passing", "--no-color"], in: Self.workbook, timeout: 300)
        XCTAssertEqual(run.status, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.contains("Katas/Passing/Forge.swift:6:1: error: the attribute @_cdecl is not allowed in kata code"),
                      run.standardOutput)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "nothing of it ran")
        XCTAssertFalse(run.standardOutput.contains("✓"), run.standardOutput)
    }

    /// Kata code that calls the C library's process functions or reads memory through an unsafe
    /// pointer is refused after the build, at its lines, and nothing of it runs: safe Swift cannot
    /// reach KataKit's key and results in the same process.
    func testUnsafeCodeIsRefusedAfterTheBuildAndNeverRuns() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Peek.swift")
        try """
            import Foundation

            func peek(_ address: Int) -> UInt8 {
                UnsafeRawPointer(bitPattern: address)?.load(as: UInt8.self) ?? 0
            }

            func look() -> Bool { dlsym(nil, "write") != nil }
            func say() -> Int { write(2, "x", 1) }
            func root(_ value: Double) -> Double { sqrt(value) }
            """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runKata(["run", "passing", "--no-color"], in: Self.workbook, timeout: 300)
        XCTAssertEqual(run.status, 2, run.standardOutput + run.standardError)
        for expected in [
            "Katas/Passing/Peek.swift:4:5: error: kata code may not use UnsafeRawPointer, which steps outside Swift's memory safety",
            "Katas/Passing/Peek.swift:7:23: error: kata code may not call the C library's dlsym",
            "Katas/Passing/Peek.swift:8:21: error: kata code may not call the C library's write",
        ] {
            XCTAssertTrue(run.standardOutput.contains(expected), expected + "\n" + run.standardOutput)
        }
        XCTAssertFalse(run.standardOutput.contains("sqrt"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("✓"), "nothing ran: " + run.standardOutput)
    }

    /// A build that runs a while says so on standard error, with the kata, the file written last
    /// and the time limit (a type-checker that takes minutes is not silent until it is stopped).
    func testASlowBuildSaysWhatItCompilesAndWhenItWillBeStopped() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Slow.swift")
        try "let slow\(UInt32.random(in: 0...UInt32.max)) = [1, 2, 3].map { $0 * 2 }.reduce(0, +)\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try runKata(["run", "passing", "--no-color"], in: Self.workbook,
                              environment: ["KATA_SLOW_BUILD_NOTICE": "0.01", "KATA_BUILD_TIME_LIMIT": "250"], timeout: 300)
        XCTAssertTrue(run.standardError.contains(
            "still compiling passing after 0.01 s (Katas/Passing/Slow.swift was written last): a build is stopped after 250 s"), run.standardError)
        XCTAssertFalse(run.standardOutput.contains("still compiling"), "standard output stays the results' alone")
    }

    /// A build that runs past `KATA_BUILD_TIME_LIMIT` is stopped, and the kata does not compile,
    /// with a sentence that says why.
    func testABuildPastItsTimeLimitIsAKataThatDoesNotCompile() throws {
        let file = Self.workbook.appendingPathComponent("Katas/Passing/Passing.swift")
        let original = try String(contentsOf: file, encoding: .utf8)
        try (original + "\nlet changed\(UInt32.random(in: 0...UInt32.max)) = 1\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
        let run = try runKata(["run", "passing", "--no-color"], in: Self.workbook, environment: ["KATA_BUILD_TIME_LIMIT": "0.01"], timeout: 300)
        XCTAssertEqual(run.status, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.contains("error: the build of passing took longer than 0.01 s and was stopped"), run.standardOutput)
    }
}
