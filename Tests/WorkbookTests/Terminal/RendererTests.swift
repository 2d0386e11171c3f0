import XCTest
import KataKit
@testable import Workbook

final class RendererTests: XCTestCase {
    let failing = CheckResult(
        name: "a one-day trip lasts 1 day", status: .fail,
        failures: [Failure(message: "9:00 to 18:00: expected 1 but got 0", file: "Sources/Checks/X/XChecks.swift", line: 31)],
        duration: 0.01, output: "debug line\n")

    func testPlainCheckLines() {
        XCTAssertEqual(Renderer.check(failing, style: .plain), """
            ✗ a one-day trip lasts 1 day
                9:00 to 18:00: expected 1 but got 0
                output:
                │ debug line
            """, "the hidden checks' place is not an invitation to open them")
        XCTAssertEqual(Renderer.check(failing, verbose: true, style: .plain), """
            ✗ a one-day trip lasts 1 day
                9:00 to 18:00: expected 1 but got 0
                  check at Sources/Checks/X/XChecks.swift:31
                output:
                │ debug line
            """)
        let crash = CheckResult(name: "saves", status: .crash,
                                failures: [Failure(message: "Fatal error: TODO", file: "Katas/X/A.swift", line: 3)], duration: 0)
        XCTAssertEqual(Renderer.check(crash, style: .plain), """
            ✗ saves (crashed)
                Fatal error: TODO
                  your code at Katas/X/A.swift:3
            """)
        XCTAssertEqual(Renderer.check(crash, code: CodeLocation(file: "Katas/X/A.swift", line: 3), style: .plain),
                       Renderer.check(crash, style: .plain), "the trap's line is the learner's: not shown twice")
        XCTAssertEqual(Renderer.check(failing, code: CodeLocation(file: "Katas/X/Trip.swift", line: 12, symbol: "days"), style: .plain), """
            ✗ a one-day trip lasts 1 day
                9:00 to 18:00: expected 1 but got 0
                  your code at Katas/X/Trip.swift:12 (days)
                output:
                │ debug line
            """)
        XCTAssertEqual(Renderer.check(CheckResult(name: "ok", status: .pass, duration: 0), style: .plain), "✓ ok")
    }

    /// The function that wrote what the check read comes first; the declaration it read second.
    func testTheWriterOfWhatTheCheckReadComesFirst() {
        let read = CodeLocation.CodeLine(file: "Katas/X/TodoListModel.swift", line: 12, name: "todos")
        var code = CodeLocation(file: "Katas/X/TodoListModel.swift", line: 31, symbol: "todos", writer: "load()", otherWriters: [], read: read)
        XCTAssertEqual(Renderer.check(failing, code: code, style: .plain), """
            ✗ a one-day trip lasts 1 day
                9:00 to 18:00: expected 1 but got 0
                  your code at Katas/X/TodoListModel.swift:31 load() writes todos
                               Katas/X/TodoListModel.swift:12 todos, the property the check read
                output:
                │ debug line
            """)
        code.otherWriters = [CodeLocation.CodeLine(file: "Katas/X/TodoListModel.swift", line: 40, name: "clear()")]
        XCTAssertEqual(Renderer.codeLines(code), [
            "      your code at Katas/X/TodoListModel.swift:31 load() writes todos",
            "                   Katas/X/TodoListModel.swift:40 clear() writes todos",
            "                   Katas/X/TodoListModel.swift:12 todos, the property the check read",
        ])
        code.otherWriters?.append(CodeLocation.CodeLine(file: "Katas/X/Screen.swift", line: 8, name: "init(model:)"))
        code.otherWriters?.append(CodeLocation.CodeLine(file: "Katas/X/Screen.swift", line: 9, name: "reset()"))
        XCTAssertEqual(Renderer.codeLines(code)[1], "                   Katas/X/TodoListModel.swift:40 clear() writes todos (and 2 other places)")
    }

    func testColouredCheckLine() {
        let style = Style(isEnabled: true)
        XCTAssertEqual(Renderer.check(CheckResult(name: "ok", status: .pass, duration: 0), style: style), "\u{1B}[32m✓\u{1B}[0m ok")
        XCTAssertTrue(Renderer.check(failing, style: style).hasPrefix("\u{1B}[31m✗\u{1B}[0m a one-day trip lasts 1 day"))
    }

    /// The hidden checks do not compile against the learner's API: their errors and source lines
    /// are left out (and the notes they raise at the learner's lines), the learner's errors stay.
    func testErrorsInsideTheChecksAreShownAsTheAPITheyCouldNotUse() {
        var report = KataReport(kata: KataInfo(id: "egg", module: "Egg", title: "", open: "Egg.swift", hints: []), isSolution: false)
        report.diagnostics = [
            Diagnostic(file: "Katas/Egg/Egg.swift", line: 3, column: 1, severity: .warning, message: "never used", excerpt: ["3 | let x = 1"]),
            Diagnostic(file: "Sources/Checks/Egg/EggChecks.swift", line: 9, column: 5, severity: .error,
                       message: "actor-isolated property 'size' cannot be accessed from outside of the actor", excerpt: ["9 | egg.size"]),
            Diagnostic(file: "Katas/Egg/Egg.swift", line: 4, column: 9, severity: .note, message: "property declared here"),
            Diagnostic(file: "Sources/Checks/Egg/EggChecks.swift", line: 12, column: 5, severity: .error,
                       message: "cannot infer contextual base in reference to member 'large'"),
        ]
        report.apiMismatches = [
            APIMismatch(name: "Egg", yours: [.init(file: "Katas/Egg/Egg.swift", line: 1, text: "actor Egg")],
                        starters: [.init(file: "Starters/Egg/Egg.swift", line: 1, text: "final class Egg")],
                        messages: ["actor-isolated property 'size' cannot be accessed from outside of the actor"]),
            APIMismatch(name: "", yours: [], starters: [], messages: ["cannot infer contextual base in reference to member 'large'"]),
        ]
        XCTAssertEqual(Renderer.runFooter(report, next: nil, style: .plain), """
            Katas/Egg/Egg.swift:3:1: warning: never used
            3 | let x = 1

            The hidden checks could not use your code (2 errors in Sources/Checks/; --verbose shows them). They call it as the starter declared it:
              Egg
                yours:     actor Egg   (Katas/Egg/Egg.swift:1)
                starter's: final class Egg   (Starters/Egg/Egg.swift:1)
                actor-isolated property 'size' cannot be accessed from outside of the actor
            Keep the starter's type names, kinds (class, struct, actor) and signatures for what the checks call.

            egg does not compile (2 errors).
            Give your code the starter's API back, then run swift run kata run egg again.
            To start this kata over from its starter: swift run kata reset egg (your files are backed up first).
            """)
        let verbose = Renderer.runFooter(report, next: nil, verbose: true, style: .plain)
        XCTAssertTrue(verbose.contains("Sources/Checks/Egg/EggChecks.swift:9:5: error: actor-isolated property 'size'"), verbose)
        XCTAssertTrue(verbose.contains("Katas/Egg/Egg.swift:4:9: note: property declared here"), verbose)
    }

    /// Against the reference, an error in the checks is the author's: the compiler's message,
    /// every diagnostic, and where the error is.
    func testChecksThatDoNotCompileAgainstTheReferenceAreTheChecksError() {
        var report = KataReport(kata: KataInfo(id: "egg", module: "Egg", title: "", open: "Egg.swift", hints: []), isSolution: true)
        report.diagnostics = [
            Diagnostic(file: "Sources/SolutionChecks/Egg/EggChecks.swift", line: 9, column: 5, severity: .error,
                       message: "value of type 'Egg' has no member 'sise'", excerpt: ["9 | egg.sise"]),
        ]
        XCTAssertEqual(Renderer.runFooter(report, next: nil, style: .plain), """
            Your checks do not compile against the reference (Solutions/Egg): Sources/SolutionChecks/Egg/EggChecks.swift:9:5: value of type 'Egg' has no member 'sise'
            Sources/SolutionChecks/Egg/EggChecks.swift:9:5: error: value of type 'Egg' has no member 'sise'
            9 | egg.sise
            The error is in the checks (Sources/Checks/Egg), not in the reference: fix the checks, or the reference's API they call.

            egg does not compile (1 error).
            """)
    }

    func testColourDetection() {
        XCTAssertTrue(Style.detect(mode: .auto, environment: [:], isTerminal: true).isEnabled)
        XCTAssertFalse(Style.detect(mode: .auto, environment: [:], isTerminal: false).isEnabled)
        XCTAssertFalse(Style.detect(mode: .auto, environment: ["NO_COLOR": "1"], isTerminal: true).isEnabled)
        XCTAssertFalse(Style.detect(mode: .auto, environment: ["TERM": "dumb"], isTerminal: true).isEnabled)
        XCTAssertFalse(Style.detect(mode: .never, environment: [:], isTerminal: true).isEnabled)
        XCTAssertTrue(Style.detect(mode: .always, environment: ["NO_COLOR": "1"], isTerminal: false).isEnabled)
    }

    func testProgressBar() {
        XCTAssertEqual(Renderer.progressBar(1, of: 4, width: 8, style: .plain), "[██░░░░░░] 1/4")
        XCTAssertEqual(Renderer.progressBar(0, of: 0, width: 4, style: .plain), "[░░░░] 0/0")
    }

    func testDiagnostics() {
        let diagnostic = Diagnostic(file: "Katas/X/A.swift", line: 2, column: 5, severity: .error, message: "oops",
                                    excerpt: ["2 | x", "  | `- error: oops"])
        XCTAssertEqual(Renderer.diagnosticsText([diagnostic], style: .plain), """
            Katas/X/A.swift:2:5: error: oops
            2 | x
              | `- error: oops
            """)
    }

    func testTrapReport() {
        let trap = TrapReport(capturedOutput: "hello\nTripValidation/Trip.swift:36: Fatal error: TODO: x\nCurrent stack trace:\n0 libswiftCore.so\n", signal: 4)
        XCTAssertEqual(trap, TrapReport(message: "Fatal error: TODO: x", file: "TripValidation/Trip.swift", line: 36, output: "hello"))
        let segfault = TrapReport(capturedOutput: "", signal: 11)
        XCTAssertEqual(segfault.message, "the code crashed (SIGSEGV, a bad memory access)")
        let outOfRange = TrapReport(capturedOutput: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n", signal: 4)
        XCTAssertEqual(outOfRange.message, "Fatal error: Index out of range")
    }

    func testSideBySide() {
        XCTAssertEqual(UnifiedDiff.sideBySide("a\nb\nc\n", "a\nB\nc\nd\n", width: 43), [
            "a                      a",
            "b                    | B",
            "c                      c",
            "                     > d",
        ])
    }

    func testUnifiedDiff() {
        let diff = UnifiedDiff.make(from: "a\nb\nc\n", to: "a\nB\nc\nd\n", oldName: "old", newName: "new")
        XCTAssertEqual(diff, ["--- old", "+++ new", "@@ -1,3 +1,4 @@", " a", "-b", "+B", " c", "+d"])
        XCTAssertEqual(UnifiedDiff.make(from: "same", to: "same", oldName: "a", newName: "b"), [])
        XCTAssertEqual(UnifiedDiff.make(from: nil, to: "x", oldName: "/dev/null", newName: "b"),
                       ["--- /dev/null", "+++ b", "@@ -0,0 +1,1 @@", "+x"])
    }
}
