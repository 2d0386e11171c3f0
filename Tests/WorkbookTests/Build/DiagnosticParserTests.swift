import XCTest
@testable import Workbook

final class DiagnosticParserTests: XCTestCase {
    let output = """
        Building for debugging...
        [1/4] Compiling TripValidation Trip.swift
        /pkg/Katas/TripValidation/Trip.swift:12:14: error: cannot convert value of type 'String' to specified type 'Int'
        11 |     var durationInDays: Int {
        12 |         let x: Int = "s"
           |                      `- error: cannot convert value of type 'String' to specified type 'Int'
        13 |     }

        /pkg/Katas/TripValidation/Trip.swift:3:9: warning: variable 'y' was never used
        /usr/include/stdio.h:144:14: note: var declared here
        /pkg/Sources/Checks/TripValidation/TripValidationChecks.swift:20:5: error: value of type 'Trip' has no member 'validated'
        /pkg/Katas/TripValidation/Trip.swift:12:14: error: cannot convert value of type 'String' to specified type 'Int'
        11 |     var durationInDays: Int {
        12 |         let x: Int = "s"
           |                      `- error: cannot convert value of type 'String' to specified type 'Int'
        13 |     }
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        /pkg/Katas/Other/Other.swift:1:1: warning: unused
        """

    func testKeepsPackageDiagnosticsOnceWithRelativePathsAndExcerpts() {
        let diagnostics = DiagnosticParser.diagnostics(in: output, root: "/pkg")
        XCTAssertEqual(diagnostics, [
            Diagnostic(file: "Katas/TripValidation/Trip.swift", line: 12, column: 14, severity: .error,
                       message: "cannot convert value of type 'String' to specified type 'Int'",
                       excerpt: [
                           "11 |     var durationInDays: Int {",
                           "12 |         let x: Int = \"s\"",
                           "   |                      `- error: cannot convert value of type 'String' to specified type 'Int'",
                           "13 |     }",
                       ]),
            Diagnostic(file: "Katas/TripValidation/Trip.swift", line: 3, column: 9, severity: .warning,
                       message: "variable 'y' was never used"),
            Diagnostic(file: "Sources/Checks/TripValidation/TripValidationChecks.swift", line: 20, column: 5,
                       severity: .error, message: "value of type 'Trip' has no member 'validated'"),
            Diagnostic(file: "Katas/Other/Other.swift", line: 1, column: 1, severity: .warning, message: "unused"),
        ])
    }

    func testRelevantKeepsErrorsAnywhereAndWarningsOfTheLearnersFolder() {
        let relevant = DiagnosticParser.relevant(DiagnosticParser.diagnostics(in: output, root: "/pkg"),
                                                 learnerFolder: "Katas/TripValidation")
        XCTAssertEqual(relevant.map(\.file), [
            "Katas/TripValidation/Trip.swift", "Katas/TripValidation/Trip.swift",
            "Sources/Checks/TripValidation/TripValidationChecks.swift",
        ])
    }
}
