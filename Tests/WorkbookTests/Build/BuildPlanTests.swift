import Foundation
import XCTest
@testable import Workbook

/// The build plan reader and the direct build's decisions, on small plans of shell commands.
final class BuildPlanTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Katas/X"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try "let a = 1\n".write(to: root.appendingPathComponent("Katas/X/A.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// A plan in SwiftPM's format: compile `A.swift` to `A.o` with `compile`, link `XChecks` with `link`.
    private func plan(compile: String, link: String = "touch \"$0\"") -> String {
        let source = root.appendingPathComponent("Katas/X/A.swift").path
        let object = root.appendingPathComponent(".build/debug/A.o").path
        let executable = root.appendingPathComponent(".build/debug/XChecks").path
        func json(_ value: [String]) -> String {
            String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
        }
        return """
            client:
              name: basic
              file-system: device-agnostic
            tools: {}
            targets:
              "main": ["<main>"]
            default: "main"
            commands:
              "<X.module>":
                tool: phony
                inputs: \(json([object]))
                outputs: ["<X.module>"]

              "C.X.module":
                tool: shell
                inputs: \(json([source]))
                outputs: \(json([object]))
                description: "Compiling X"
                args: \(json(["/bin/sh", "-c", compile, object]))

              "C.XChecks.exe":
                tool: shell
                inputs: \(json(["<X.module>", object]))
                outputs: \(json([executable]))
                description: "Linking XChecks"
                args: \(json(["/bin/sh", "-c", link, executable]))

            """
    }

    private func directBuild(_ plan: String) throws -> DirectBuild.Outcome {
        try plan.write(to: root.appendingPathComponent(".build/debug.yaml"), atomically: true, encoding: .utf8)
        let stamps = BuildStamps(root: root)
        let current = stamps.current("XChecks", learnerFolder: "Katas/X")
        var recorded = current
        recorded.commands = ["C.X.module": "an older state"]
        return DirectBuild(root: root).build("XChecks", learnerFolder: "Katas/X", current: current, recorded: recorded)
    }

    func testPlanIsReadAndOrderedByWhatEachCommandNeeds() throws {
        let plan = try BuildPlan.parse(self.plan(compile: "touch \"$0\""))
        XCTAssertEqual(plan.commands.map(\.key), ["<X.module>", "C.X.module", "C.XChecks.exe"])
        XCTAssertEqual(plan.commands(toMake: root.appendingPathComponent(".build/debug/XChecks").path).map(\.key),
                       ["C.X.module", "<X.module>", "C.XChecks.exe"])
        XCTAssertEqual(plan.commands[1].arguments.prefix(2), ["/bin/sh", "-c"])
        XCTAssertThrowsError(try BuildPlan.parse("client:\n  name: swift-build\ncommands:\n")) { error in
            XCTAssertEqual(error as? BuildPlan.Unreadable, BuildPlan.Unreadable("the build plan is not an llbuild manifest of the kind read here"))
        }
        XCTAssertThrowsError(try BuildPlan.parse(self.plan(compile: "").replacingOccurrences(of: "    tool: phony\n", with: "    tool: phony\n    env: {}\n"))) { error in
            XCTAssertEqual(error as? BuildPlan.Unreadable, BuildPlan.Unreadable("the build plan has a field not read here: env"))
        }
    }

    func testCommandsRunOnlyWhenTheirInputsChanged() throws {
        guard case .built(let signatures, let ran) = try directBuild(plan(compile: "touch \"$0\"")) else {
            return XCTFail("built")
        }
        XCTAssertEqual(ran.map { $0.split(separator: " ")[0] }, ["C.X.module", "C.XChecks.exe"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(".build/debug/XChecks").path))
        let stamps = BuildStamps(root: root)
        var recorded = stamps.current("XChecks", learnerFolder: "Katas/X")
        recorded.commands = signatures
        XCTAssertEqual(DirectBuild(root: root).build("XChecks", learnerFolder: "Katas/X", current: recorded, recorded: recorded),
                       .built(commands: signatures, ran: []), "nothing changed, nothing runs")
    }

    func testACompilerErrorIsTheLearnersAndAnyOtherFailureFallsBack() throws {
        let source = root.appendingPathComponent("Katas/X/A.swift").path
        XCTAssertEqual(try directBuild(plan(compile: "echo '\(source):1:5: error: bad'; exit 1")),
                       .doesNotCompile(output: "\(source):1:5: error: bad\n"))
        XCTAssertEqual(try directBuild(plan(compile: "touch \"$0\"", link: "echo 'ld: cannot find -lfoo'; exit 1")),
                       .fallBack("C.XChecks.exe failed without a diagnostic in the package's code"))
        XCTAssertEqual(try directBuild(plan(compile: "touch \"$0\"").replacingOccurrences(of: "tool: phony", with: "tool: clang")),
                       .fallBack("the plan uses a tool not run here: clang"))
    }

    func testParseableOutputGivesWhatSwiftPMShows() {
        let message = #"{"kind": "finished", "name": "compile", "output": "/a/A.swift:1:1: error: bad\n"}"#
        let began = #"{"kind": "began", "name": "compile"}"#
        let raw = "Swift version 6\n\(began.utf8.count)\n\(began)\n\(message.utf8.count)\n\(message)\n"
        XCTAssertEqual(ParseableOutput.text(of: raw), "Swift version 6\n/a/A.swift:1:1: error: bad\n")
    }
}
