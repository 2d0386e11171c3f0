import Foundation
import XCTest
@testable import Workbook
import KataKit

/// The direct build (SwiftPM's plan, replayed by `kata`) against `swift build`, on a copy of the
/// fixture workbook with its own `.build`: same verdicts, same diagnostics, a fallback whenever
/// the plan may not hold, and a `.build` that SwiftPM still builds in afterwards.
final class DirectBuildTests: XCTestCase {
    nonisolated(unsafe) static var workbook: URL!

    override class func setUp() {
        let fileManager = FileManager.default
        let copy = fileManager.temporaryDirectory.appendingPathComponent("kata-direct-\(UUID().uuidString)")
        try? fileManager.copyItem(at: packageRoot.appendingPathComponent("Tests/WorkbookTests/Fixtures/Workbook"), to: copy)
        try? fileManager.copyItem(at: packageRoot.appendingPathComponent("Sources/KataKit"),
                                  to: copy.appendingPathComponent("Sources/KataKit"))
        workbook = copy
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(at: workbook)
    }

    private var root: URL { Self.workbook }
    private var learnerFile: URL { root.appendingPathComponent("Katas/Passing/Passing.swift") }
    private let passing = "func greeting(for name: String) -> String {\n    \"Hello, \\(name)!\"\n}\n"
    private let failing = "func greeting(for name: String) -> String {\n    \"Hullo, \\(name)!\"\n}\n"
    private let broken = "func greeting(for name: String) -> String {\n    \"Hello, \\(nome)!\"\n}\n"

    override func setUpWithError() throws {
        try write(passing)
    }

    private func write(_ text: String, to file: URL? = nil) throws {
        try text.write(to: file ?? learnerFile, atomically: false, encoding: .utf8)
    }

    /// `kata run passing` with `KATA_TRACE=1`: what it printed, and which way the build went.
    private func runPassing(_ arguments: [String] = ["--build-system", "native"], environment: [String: String] = [:]) throws -> (output: CommandOutput, path: String) {
        // The direct build replays a native plan: ask for one, whatever the toolchain's default.
        let result = try runKata(["run", "passing"] + arguments, in: root,
                                 environment: ["KATA_TRACE": "1", "KATA_DIRECT_BUILD": "1"].merging(environment) { $1 })
        let path = result.standardError.split(separator: "\n")
            .first { $0.hasPrefix("kata trace: direct build") || $0.hasPrefix("kata trace: swift build") || $0.hasPrefix("kata trace: no build") }
        return (result, path.map(String.init) ?? "no trace in:\n\(result.standardError)")
    }

    /// Runs once with `swift build`, so that a plan and a stamp exist.
    private func buildWithSwiftPM() throws -> CommandOutput {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".kata/build-stamps.json"))
        let (output, path) = try runPassing()
        XCTAssertTrue(path.hasPrefix("kata trace: swift build: no earlier build"), path)
        return output
    }

    func testDirectBuildGivesTheVerdictsAndDiagnosticsOfSwiftBuild() throws {
        for (code, status) in [(failing, Int32(1)), (broken, 2), (passing, 0)] {
            try write(passing)
            _ = try buildWithSwiftPM()
            try write(code + "// edited\n")
            let direct = try runPassing()
            XCTAssertTrue(direct.path.hasPrefix("kata trace: direct build"), direct.path)
            let swiftBuild = try buildWithSwiftPM()
            XCTAssertEqual(direct.output.status, status, direct.output.standardOutput)
            XCTAssertEqual(direct.output.standardOutput, swiftBuild.standardOutput)
            XCTAssertEqual(direct.output.status, swiftBuild.status)
        }
    }

    /// A toolchain whose default is Swift Build (SwiftPM 6.4, Xcode 27), played through the help
    /// text `kata` reads its default from: with no `--build-system`, `kata` still builds natively
    /// and replays the plan; `--build-system swiftbuild` still forces Swift Build.
    func testWhereSwiftBuildIsTheDefaultKataStillBuildsNativelyAndReplaysThePlan() throws {
        let help = ["KATA_TOOLCHAIN_BUILD_HELP": BuildSystemTests.helpOf64]
        _ = try buildWithSwiftPM()
        try write(failing + "// edited\n")
        let direct = try runPassing([], environment: help)
        XCTAssertTrue(direct.path.hasPrefix("kata trace: direct build"), direct.path)
        XCTAssertEqual(direct.output.status, 1, direct.output.standardOutput)
        try write(passing + "// edited again\n")
        try skipUnlessSwiftBuildIndexes()
        let forced = try runPassing(["--build-system", "swiftbuild"], environment: help)
        XCTAssertTrue(forced.path.hasPrefix("kata trace: swift build: the direct build replays SwiftPM's native plans only"), forced.path)
        XCTAssertEqual(forced.output.status, 0, forced.output.standardOutput + forced.output.standardError)
    }

    func testEachReasonToDoubtThePlanFallsBackToSwiftBuild() throws {
        let fileManager = FileManager.default
        let extra = root.appendingPathComponent("Katas/Passing/Extra.swift")
        let manifest = root.appendingPathComponent("Package.swift")
        let plan = root.appendingPathComponent(".build/debug.yaml")
        let wrapper = fileManager.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)")
        try fileManager.createDirectory(at: wrapper, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: wrapper) }
        let swift = try XCTUnwrap(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swift" }.first { fileManager.isExecutableFile(atPath: $0) })
        try write("#!/bin/sh\nexec \(swift) \"$@\"\n", to: wrapper.appendingPathComponent("swift"))
        chmod(wrapper.appendingPathComponent("swift").path, 0o755)
        let otherToolchain = ["PATH": "\(wrapper.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "")"]

        // A plan SwiftPM itself cannot load stops `swift build` too (it loads the old plan to see
        // whether to plan again): the reader's refusal of other formats is tested in BuildPlanTests.
        let replan = { try (String(contentsOf: manifest, encoding: .utf8) + "// plan again\n").write(to: manifest, atomically: true, encoding: .utf8) }
        let cases: [(String, () throws -> Void, [String: String])] = [
            ("Package.swift or Sources changed", { try (String(contentsOf: manifest, encoding: .utf8) + "// edited\n").write(to: manifest, atomically: true, encoding: .utf8) }, [:]),
            ("a Swift file was added, removed or renamed in Katas/Passing", { try "let extra = 1\n".write(to: extra, atomically: true, encoding: .utf8) }, [:]),
            ("a Swift file was added, removed or renamed in Katas/Passing", { try fileManager.removeItem(at: extra) }, [:]),
            ("there is no build plan", { try fileManager.removeItem(at: plan); try replan() }, [:]),
            ("the build plan has a field not read here: env", {
                let text = try String(contentsOf: plan, encoding: .utf8)
                try text.replacingOccurrences(of: "    tool: shell\n", with: "    tool: shell\n    env: {}\n").write(to: plan, atomically: true, encoding: .utf8)
                try replan()
            }, [:]),
            ("the Swift toolchain changed", {}, otherToolchain),
            ("a file of the plan is missing", {
                try fileManager.removeItem(at: self.root.appendingPathComponent(".build/debug/Passing.build/sources"))
            }, [:]),
        ]
        for (reason, change, environment) in cases {
            _ = try buildWithSwiftPM()
            try write(failing)
            try change()
            let fallBack = try runPassing(environment: environment)
            XCTAssertTrue(fallBack.path.hasPrefix("kata trace: swift build: \(reason)"), "\(reason): \(fallBack.path)")
            XCTAssertEqual(fallBack.output.status, 1, "\(reason): \(fallBack.output.standardOutput)")
            try write(passing)
            XCTAssertEqual(try runPassing(environment: environment).output.status, 0, reason)
        }
    }

    func testSwiftBuildStillWorksAfterDirectBuildsAndTheIndexStoreIsWritten() throws {
        _ = try buildWithSwiftPM()
        try write(passing + "func namedForTheIndexStore() {}\n")
        let direct = try runPassing()
        XCTAssertTrue(direct.path.hasPrefix("kata trace: direct build"), direct.path)
        let product = BuildSystem.native.productsFolder(in: root).resolvingSymlinksInPath().appendingPathComponent("PassingChecks").path
        let store = URL(fileURLWithPath: try XCTUnwrap(IndexStoreLocation.store(besideProduct: product)))
        let records = FileManager.default.enumerator(at: store, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { (try? Data(contentsOf: $0))?.range(of: Data("namedForTheIndexStore".utf8)) != nil }
        XCTAssertFalse(records?.isEmpty ?? true, "the direct build's compiler command writes the index store")

        try write(failing)
        XCTAssertTrue(try runPassing().path.hasPrefix("kata trace: direct build"))
        let build = try runProgram("/usr/bin/env", ["swift", "build", "--package-path", root.path, "--product", "PassingChecks",
                                                    "--build-system", "native"], in: root)
        XCTAssertEqual(build.status, 0, build.standardOutput + build.standardError)
        let checks = try runProgram(BuildSystem.native.productsFolder(in: root).appendingPathComponent("PassingChecks").path, [], in: root)
        XCTAssertNotEqual(checks.status, 0, "SwiftPM's build is of the learner's code too")
        let after = try runPassing()
        XCTAssertTrue(after.path.hasPrefix("kata trace: direct build"), "SwiftPM built the executable since: \(after.path)")
        XCTAssertEqual(after.output.status, 1, after.output.standardOutput)
        XCTAssertTrue(try runPassing().path.hasPrefix("kata trace: no build"))
    }

    /// A file rewritten within one tick of the file system's clock keeps its time: the build
    /// must still see the new content (an editor that formats on save, a script, `kata reset`).
    func testAFileRewrittenWithoutANewTimeIsBuiltAnew() throws {
        _ = try buildWithSwiftPM()
        var info = stat()
        XCTAssertEqual(stat(learnerFile.path, &info), 0)
        XCTAssertEqual(passing.utf8.count, broken.utf8.count)
        try write(broken)
        #if canImport(Darwin)
        var times = [info.st_atimespec, info.st_mtimespec]
        #else
        var times = [info.st_atim, info.st_mtim]
        #endif
        XCTAssertEqual(utimensat(AT_FDCWD, learnerFile.path, &times, 0), 0, "the old time, to the nanosecond")
        let (output, path) = try runPassing()
        XCTAssertEqual(output.status, 2, "\(path)\n\(output.standardOutput)")
        XCTAssertTrue(output.standardOutput.contains("cannot find 'nome' in scope"), output.standardOutput)
    }

    /// The Swift driver records whole seconds of each file's time: a file rewritten within the
    /// second of its last compile is skipped by it, unless `kata` removed its object. Each
    /// rewrite here keeps the second, and each verdict must be the new code's, on either path.
    func testCodeRewrittenWithinTheSecondOfItsLastCompileIsCompiledAgain() throws {
        let second = Int(Date().timeIntervalSince1970) - 10
        for direct in ["0", "1"] {
            _ = try buildWithSwiftPM()
            for (step, (code, status)) in [(failing, Int32(1)), (broken, 2), (passing, 0), (failing, 1)].enumerated() {
                try write(code)
                var times = [timespec(tv_sec: second, tv_nsec: 100_000_000 * (step + 1)), timespec(tv_sec: second, tv_nsec: 100_000_000 * (step + 1))]
                XCTAssertEqual(utimensat(AT_FDCWD, learnerFile.path, &times, 0), 0)
                let (output, path) = try runPassing(environment: ["KATA_DIRECT_BUILD": direct])
                XCTAssertEqual(output.status, status, "KATA_DIRECT_BUILD=\(direct), step \(step): \(path)\n\(output.standardOutput)")
            }
        }
    }

    /// When something else built the checks since `kata` did (the learner's own `swift build`),
    /// `kata` does not trust its record of what the executable was built from.
    func testAnExecutableBuiltByAnotherBuildIsNotTrusted() throws {
        _ = try buildWithSwiftPM()
        try write(failing)
        let build = try runProgram("/usr/bin/env", ["swift", "build", "--package-path", root.path, "--product", "PassingChecks"], in: root)
        XCTAssertEqual(build.status, 0, build.standardOutput + build.standardError)
        var info = stat()
        XCTAssertEqual(stat(learnerFile.path, &info), 0)
        try write(passing)
        #if canImport(Darwin)
        var times = [info.st_atimespec, info.st_mtimespec]
        #else
        var times = [info.st_atim, info.st_mtim]
        #endif
        times[1].tv_nsec = (times[1].tv_nsec + 1) % 1_000_000_000
        XCTAssertEqual(utimensat(AT_FDCWD, learnerFile.path, &times, 0), 0, "the second of SwiftPM's compile")
        for direct in ["1", "0"] {
            let (output, path) = try runPassing(environment: ["KATA_DIRECT_BUILD": direct])
            XCTAssertEqual(output.status, 0, "KATA_DIRECT_BUILD=\(direct): \(path)\n\(output.standardOutput)")
        }
    }
}
