import Foundation
import XCTest

/// The last lines of `kata run` name the file to open next. For every kata, the reference
/// solution is broken in one file at a time, as a learner would get it wrong, and the real `kata`
/// must name that file: the learner's line the first failing check failed at, else the file
/// that declares what that check exercises.
final class NextStepTests: XCTestCase {
    /// One wrong line in one file of a reference solution.
    struct Breakage {
        var module: String
        /// The file to break, relative to `Solutions/<module>`.
        var file: String
        var find: String
        var replace: String
        /// The file `kata run` must name, relative to the kata's folder: the broken file,
        /// unless the checks cannot see it (then the file of what they exercise).
        var expected: String?

        var name: String {
            file.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".swift", with: "").lowercased()
        }
    }

    static let breakages: [Breakage] = [
        // vanilla-todos
        Breakage(module: "VanillaTodos", file: "TodoClient.swift",
                 find: "(200..<300).contains(http.statusCode)", replace: "(200...300).contains(http.statusCode)"),
        Breakage(module: "VanillaTodos", file: "TodoListModel.swift",
                 find: "todos = try await client.fetchTodos()\n            errorMessage = nil",
                 replace: "todos = try await client.fetchTodos()"),
        Breakage(module: "VanillaTodos", file: "Todo.swift",
                 find: "let completed: Bool", replace: "let completed: Bool\n    enum CodingKeys: String, CodingKey { case userId, id, title = \"name\", completed }"),
        // trip-validation
        Breakage(module: "TripValidation", file: "Trip.swift", find: "return daysBetween + 1", replace: "return daysBetween"),
        Breakage(module: "TripValidation", file: "TripEditorViewModel.swift",
                 find: "saveErrorMessage = error.localizedDescription", replace: "saveErrorMessage = nil"),
        Breakage(module: "TripValidation", file: "TripValidationError.swift",
                 find: "case .tooLong: \"A trip can last at most \\(Trip.maximumDuration) days.\"",
                 replace: "case .tooLong: \"Give the trip a name.\""),
        // egg-domain-object
        Breakage(module: "EggDomainObject", file: "Domain/Egg.swift",
                 find: "guard newSize != size else { return }\n", replace: ""),
        Breakage(module: "EggDomainObject", file: "Domain/EggID.swift",
                 find: "throw .invalidIdentifier(identifier)", replace: "self.identifier = identifier\n            return"),
        Breakage(module: "EggDomainObject", file: "Events/DomainEventPublisher.swift",
                 find: "handlers.removeAll { $0.subscription == subscription }", replace: "handlers.removeAll()"),
        // unit-of-work-orders
        Breakage(module: "UnitOfWorkOrders", file: "UnitOfWork/UnitOfWork.swift",
                 find: "            context.rollback()\n", replace: ""),
        // The checks drive `execute` with handlers registered in their fixture: the order is
        // the registry's, which the checks never call, so the file is that of `execute`.
        Breakage(module: "UnitOfWorkOrders", file: "UnitOfWork/HandlerRegistry.swift",
                 find: "default: []].append(registered)", replace: "default: []].insert(registered, at: 0)",
                 expected: "UnitOfWork/UnitOfWork.swift"),
        Breakage(module: "UnitOfWorkOrders", file: "Domain/OrderStore.swift",
                 find: "    func rollback() {\n        working.removeAll()", replace: "    func rollback() {"),
        // login-reducer
        Breakage(module: "LoginReducer", file: "Shared/LoginState.swift",
                 find: "password.count > 8", replace: "password.count > 0"),
        Breakage(module: "LoginReducer", file: "Reducer/LoginReducer.swift",
                 find: "            state.password = password\n            return .none", replace: "            return .none"),
        Breakage(module: "LoginReducer", file: "PlainViewModel/LoginViewModel.swift",
                 find: "        state.password = password\n", replace: ""),
        // ddd-todos: the layers are the learner's, the checks see only the screen; the view's
        // rows lead to the view model that wrote what they show
        Breakage(module: "DDDTodos", file: "Presentation/TodoListViewModel.swift",
                 find: "        errorMessage = \"\"\n        hasError = false\n", replace: ""),
    ]

    func testTheNextStepNamesTheFileOfTheFirstFailingChecksCause() throws {
        let fileManager = FileManager.default
        let broken = fileManager.temporaryDirectory.appendingPathComponent("kata-breakages-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: broken) }
        var designs: [DesignFixtureTests.Design] = []
        for breakage in Self.breakages {
            let original = try String(contentsOf: packageRoot.appendingPathComponent("Solutions/\(breakage.module)/\(breakage.file)"),
                                      encoding: .utf8)
            guard original.components(separatedBy: breakage.find).count == 2 else {
                XCTFail("Solutions/\(breakage.module)/\(breakage.file) no longer holds \(String(reflecting: breakage.find)) once: update this breakage")
                continue
            }
            let folder = broken.appendingPathComponent("\(breakage.module)/\(breakage.name)")
            let target = folder.appendingPathComponent(breakage.file)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try original.replacingOccurrences(of: breakage.find, with: breakage.replace).write(to: target, atomically: true, encoding: .utf8)
            designs.append(DesignFixtureTests.Design(
                module: breakage.module, name: breakage.name, folder: folder,
                expectation: .init(base: "solution", failing: [], about: "\(breakage.file) broken")))
        }
        let workbook = try DesignFixtureTests.makeWorkbook(designs)
        defer { try? fileManager.removeItem(at: workbook) }
        // One build of every broken copy at once; then each run only runs its checks.
        _ = try runKata(["check", "--json", "--timeout", "10"], in: workbook)
        for (breakage, design) in zip(Self.breakages, designs) {
            let result = try runKata(["run", design.id, "--timeout", "10", "--no-progress"], in: workbook)
            XCTAssertEqual(result.status, 1, "\(design.id): a broken solution fails a check:\n\(result.standardOutput)\(result.standardError)")
            let expected = "Katas/\(design.fixtureModule)/\(breakage.expected ?? breakage.file)"
            let next = result.standardOutput.split(separator: "\n").first { $0.hasPrefix("Open ") }.map(String.init) ?? ""
            let firstFailure = result.standardOutput.components(separatedBy: "\n✗ ").dropFirst().first?
                .split(separator: "\n").prefix(4).joined(separator: "\n") ?? ""
            XCTAssertTrue(next.hasPrefix("Open \(expected), "),
                          "\(breakage.module)/\(breakage.file) broken: expected the next step to open \(expected), got \"\(next)\" after:\n✗ \(firstFailure)")
        }
    }
}
