import XCTest
@testable import Workbook

final class APIMismatchTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-api-\(UUID().uuidString)")
        try write("Starters/K/Egg.swift", """
            /// An egg.
            final class Egg {
                private(set) var size = 1

                func changeSize(to size: Int) {
                    self.size = size
                }
            }
            """)
        try write("Sources/Checks/K/KChecks.swift", """
            let egg = Egg()
            egg.changeSize(to: 2)
            egg.changeSize(to: 3)
            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func find(_ diagnostics: [Diagnostic]) -> [APIMismatch] {
        APIMismatch.find(in: diagnostics, root: root, learnerFolder: "Katas/K", starterFolder: "Starters/K")
    }

    private func error(line: Int, column: Int, _ message: String) -> Diagnostic {
        Diagnostic(file: "Sources/Checks/K/KChecks.swift", line: line, column: column, severity: .error, message: message,
                   excerpt: ["2 | egg.changeSize(to: 2)"])
    }

    func testAnActorWhereTheStarterHasAClassNamesBothTypes() throws {
        try write("Katas/K/Egg.swift", """
            actor Egg {
                private(set) var size = 1

                func changeSize(to size: Int) {
                    self.size = size
                }
            }
            """)
        let message = "call to actor-isolated instance method 'changeSize(to:)' in a synchronous main actor-isolated context"
        XCTAssertEqual(find([error(line: 2, column: 5, message), error(line: 3, column: 5, message)]), [
            APIMismatch(name: "Egg",
                        yours: [.init(file: "Katas/K/Egg.swift", line: 1, text: "actor Egg")],
                        starters: [.init(file: "Starters/K/Egg.swift", line: 2, text: "final class Egg")],
                        messages: [message]),
        ], "the method is the same; the type it is in is not; one message for the two calls")
    }

    func testARenamedMethodIsMissingFromYoursAndShownAsTheStarterHasIt() throws {
        try write("Katas/K/Egg.swift", """
            final class Egg {
                private(set) var size = 1
                func resize(to size: Int) { self.size = size }
            }
            """)
        XCTAssertEqual(find([error(line: 2, column: 5, "value of type 'Egg' has no member 'changeSize'")]), [
            APIMismatch(name: "changeSize", yours: [],
                        starters: [.init(file: "Starters/K/Egg.swift", line: 5, text: "func changeSize(to size: Int)")],
                        messages: ["value of type 'Egg' has no member 'changeSize'"]),
        ], "Egg itself did not change")
    }

    func testAnErrorAboutNoDeclarationKeepsItsMessageOnly() throws {
        try write("Katas/K/Egg.swift", "final class Egg {\n    private(set) var size = 1\n    func changeSize(to size: Int) {\n        self.size = size\n    }\n}\n")
        XCTAssertEqual(find([error(line: 1, column: 1, "expressions are not allowed at the top level")]), [
            APIMismatch(name: "", yours: [], starters: [], messages: ["expressions are not allowed at the top level"]),
        ])
        XCTAssertEqual(find([Diagnostic(file: "Katas/K/Egg.swift", line: 1, column: 1, severity: .error, message: "x")]), [],
                       "the learner's own errors are shown as they are")
    }

    func testANameThatHidesALibrarysIsAClashWhoseAdviceIsAnotherName() throws {
        try write("Katas/K/Egg.swift", "final class Egg {\n    private(set) var size = 1\n    func changeSize(to size: Int) {\n        self.size = size\n    }\n}\nstruct Data {}\n")
        try write("Sources/Checks/K/KChecks.swift", "let data = Data()\n")
        let message = "'Data' is ambiguous for type lookup in this context"
        let mismatches = find([error(line: 1, column: 12, message)])
        XCTAssertEqual(mismatches, [
            APIMismatch(name: "Data", yours: [.init(file: "Katas/K/Egg.swift", line: 7, text: "struct Data {}")], starters: [],
                        messages: [message]),
        ])
        XCTAssertEqual(mismatches.map(\.isNameClash), [true])
        let text = Renderer.apiMismatchText(mismatches, errors: 1, verbose: false, style: .plain)
        XCTAssertTrue(text.hasSuffix("give yours another name."), text)
        XCTAssertFalse(text.contains("Keep the starter's type names"), "the starter's names are not the problem:\n\(text)")
    }

    func testARenamedMethodIsNoClash() throws {
        let renamed = APIMismatch(name: "changeSize", yours: [], starters: [.init(file: "Starters/K/Egg.swift", line: 5, text: "func changeSize(to size: Int)")],
                                  messages: ["value of type 'Egg' has no member 'changeSize'"])
        XCTAssertFalse(renamed.isNameClash)
        XCTAssertTrue(Renderer.apiMismatchText([renamed], errors: 1, verbose: false, style: .plain).contains("Keep the starter's type names"))
    }
}
