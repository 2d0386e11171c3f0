import KataKit
import XCTest
@testable import Workbook

final class CodeLocatorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("kata-locator-\(UUID().uuidString)")
        try write("Katas/K/Trip.swift", """
            struct Trip {
                var days: Int { 0 }
                func save() throws {
                    // throw TripError.tooLong in a comment does not count
                    guard days < 30 else { throw TripError.tooLong }
                }
            }
            """)
        try write("Katas/K/Errors/TripError.swift", """
            enum TripError: Error {
                case tooLong, empty
            }
            func check() throws { throw TripError.empty }
            func again() throws { throw .empty }
            """)
        try write("Sources/Checks/K/KChecks.swift", """
            let trip = Trip()
            expectEqual(trip.days, 1, "days")
            expectEqual(
                helper(trip.days),
                1)
            func helper(_ value: Int) -> Int { value }
            expectEqual(helper(2), 1)
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

    private func locate(_ failure: Failure) -> CodeLocation? {
        CodeLocator(root: root, sources: "Katas/K").locate(CheckResult(name: "c", status: .fail, failures: [failure], duration: 0))
    }

    func testATrapInTheLearnersCodeIsItsOwnLocation() {
        XCTAssertEqual(locate(Failure(message: "Fatal error: TODO", file: "Katas/K/Trip.swift", line: 3)),
                       CodeLocation(file: "Katas/K/Trip.swift", line: 3))
    }

    func testAThrownErrorPointsAtTheOneThrowOfItsCase() {
        XCTAssertEqual(locate(Failure(message: "threw an error: TripError.tooLong: The operation could not be completed.")),
                       CodeLocation(file: "Katas/K/Trip.swift", line: 5), "the throw in the comment does not count")
        XCTAssertEqual(locate(Failure(message: "expected no error but got TripError.tooLong", file: "Sources/Checks/K/KChecks.swift", line: 7)),
                       CodeLocation(file: "Katas/K/Trip.swift", line: 5))
        XCTAssertNil(locate(Failure(message: "threw an error: TripError.empty: …")), "two throws of .empty: no guess")
    }

    func testAFailedAssertionPointsAtTheDeclarationItExercises() {
        XCTAssertEqual(locate(Failure(message: "days: expected 1 but got 0", file: "Sources/Checks/K/KChecks.swift", line: 2)),
                       CodeLocation(file: "Katas/K/Trip.swift", line: 2, symbol: "days"),
                       "trip is the checks' own; days is the learner's")
        XCTAssertEqual(locate(Failure(message: "expected 1 but got 0", file: "Sources/Checks/K/KChecks.swift", line: 3)),
                       CodeLocation(file: "Katas/K/Trip.swift", line: 2, symbol: "days"), "the statement goes on over lines")
        XCTAssertNil(locate(Failure(message: "expected 1 but got 2", file: "Sources/Checks/K/KChecks.swift", line: 7)),
                     "helper is the checks' own: nothing of the learner's on that line")
    }

    func testAValueReadBackThroughAFunctionPointsAtTheOperationTheFailureSaysItFollowed() throws {
        try write("Katas/S/Context.swift", """
            protocol Context {
                func rollback()
            }
            """)
        try write("Katas/S/Store.swift", """
            final class Store: Context {
                func customer(id: String) -> String? { nil }
                func rollback() {}
            }
            """)
        try write("Sources/Checks/S/SChecks.swift", """
            Check("the store forgets what was rolled back") {
                let store = Store()
                store.rollback()
                expectNil(store.customer(id: "bob"), "Bob after the rollback")
                expectNil(store.customer(id: "zoe"), "a customer never inserted")
            }
            """)
        func locate(line: Int, _ message: String) -> CodeLocation? {
            let failure = Failure(message: message, file: "Sources/Checks/S/SChecks.swift", line: line)
            return CodeLocator(root: root, sources: "Katas/S").locate(CheckResult(name: "c", status: .fail, failures: [failure], duration: 0))
        }
        XCTAssertEqual(locate(line: 4, "Bob after the rollback: expected nil but got \"Bob\""),
                       CodeLocation(file: "Katas/S/Store.swift", line: 3, symbol: "rollback"),
                       "the words name rollback, called before: its implementation, not the protocol's requirement")
        XCTAssertEqual(locate(line: 5, "a customer never inserted: expected nil but got \"Zoe\""),
                       CodeLocation(file: "Katas/S/Store.swift", line: 2, symbol: "customer"),
                       "the words name no earlier call: the function read")
    }

    /// Screens checked through the checks' own protocol and adapters: `kata run` follows the
    /// checks' declarations to the learner's type they drive.
    func testAFailureThroughTheChecksOwnProtocolPointsAtTheLearnersTypeBehindIt() throws {
        try write("Katas/S/Model.swift", """
            final class Model {
                var items: [Int] = []
                init(client: Client) {}
                func load() async {}
            }
            """)
        try write("Katas/S/Client.swift", "struct Client {\n    static func live() -> Client { Client() }\n}\n")
        try write("Katas/S/Reducer.swift", "final class Store {\n    func send(_ action: Int) {}\n}\n")
        try write("Katas/S/ViewModel.swift", "final class ViewModel {\n    func tapped() {}\n}\n")
        try write("Sources/Checks/S/Screen.swift", """
            protocol Screen {
                static func make() -> Self
                func load() async
                var shown: [Int] { get }
            }
            extension Model: Screen {
                static func make() -> Model { Model(client: .live()) }
                var shown: [Int] { items }
            }
            protocol Tapping { func tap() }
            final class ReducerScreen: Tapping {
                let store = Store()
                func tap() { store.send(1) }
            }
            final class PlainViewModelScreen: Tapping {
                let viewModel = ViewModel()
                func tap() { viewModel.tapped() }
            }
            """)
        try write("Sources/Checks/S/SChecks.swift", """
            let checks = [
                Check("a new screen shows nothing") {
                    let screen = Model.make()
                    expectEqual(screen.shown, [], "rows")
                },
                Check("a loaded screen shows the items") {
                    let screen = Model.make()
                    await screen.load()
                    expectEqual(screen.items.count, 3, "rows")
                },
                Check("[plain view model] a tap is heard") {
                    let screen: any Tapping = PlainViewModelScreen()
                    screen.tap()
                    expectTrue(false, "heard")
                },
                Check("a client's todos can't be lost") {
                    let todos = try Client.live().todos()
                },
            ]
            """)
        let locator = CodeLocator(root: root, sources: "Katas/S")
        func locate(_ check: String, line: Int) -> CodeLocation? {
            locator.locate(CheckResult(name: check, status: .fail,
                                       failures: [Failure(message: "x", file: "Sources/Checks/S/SChecks.swift", line: line)], duration: 0))
        }
        XCTAssertEqual(locate("a new screen shows nothing", line: 4), CodeLocation(file: "Katas/S/Model.swift", line: 2, symbol: "items"),
                       "shown is the checks' requirement, implemented in their extension of the learner's Model by its items")
        XCTAssertEqual(locate("a loaded screen shows the items", line: 9), CodeLocation(file: "Katas/S/Model.swift", line: 2, symbol: "items"))
        XCTAssertEqual(locate("[plain view model] a tap is heard", line: 14), CodeLocation(file: "Katas/S/ViewModel.swift", line: 2, symbol: "tapped"),
                       "nothing of the learner's in the assertion: the statement before it, through the adapter the check's name names")
        XCTAssertEqual(locator.locate(CheckResult(name: "a client's todos can't be lost", status: .fail,
                                                  failures: [Failure(message: "threw an error: URLError.timedOut: x")], duration: 0)),
                       CodeLocation(file: "Katas/S/Client.swift", line: 1, symbol: "Client"),
                       "an error thrown out of the check's body: the first learner's name the check uses")
    }

    /// A model-based check fails at `expectModelHolds(machine)`: it points at what the machine's
    /// `compare:` passes under the label that the failure names after "expected", else at what
    /// its branch for the failing step (the last) calls.
    func testAModelBasedCheckPointsAtTheObservationItNamesOrTheLastStepsOperation() throws {
        try write("Katas/M/Screen.swift", """
            final class Screen {
                var items: [Int] = []
                var failure: String?
                func load() async {}
                func tap() {}
            }
            """)
        try write("Sources/Checks/M/MChecks.swift", """
            let checks = [
                Check("after any sequence of loads and taps, the screen shows what the model says") {
                    await KataKit.expectModelHolds(screenMachine(start: []))
                },
            ]
            func screenMachine(start: [Int],
                               describe: @escaping (Int) -> String = { _ in "" })
            -> StateMachine<ScreenModel, Screen, Step> {
                StateMachine(
                    model: ScreenModel(items: start),
                    system: { Screen() },
                    operations: [],
                    perform: { step, screen in
                        switch step {
                        case .load(let items):
                            await screen.load()
                        case .tap: screen.tap()
                        }
                    },
                    next: { step, model in model.apply(step) },
                    compare: { model, screen in model.difference(rows: screen.items, error: screen.failure) })
            }
            """)
        let locator = CodeLocator(root: root, sources: "Katas/M")
        func locate(_ message: String) -> CodeLocation? {
            locator.locate(CheckResult(name: "after any sequence of loads and taps, the screen shows what the model says", status: .fail,
                                       failures: [Failure(message: message, file: "Sources/Checks/M/MChecks.swift", line: 3)], duration: 0))
        }
        XCTAssertEqual(locate("after load (1 item, 2), tap: expected the rows [1], got [] (a tap keeps the rows) (seed 4)"),
                       CodeLocation(file: "Katas/M/Screen.swift", line: 2, symbol: "items"))
        XCTAssertEqual(locate("after tap: expected no error, got \"the rows are gone\" (seed 1)"),
                       CodeLocation(file: "Katas/M/Screen.swift", line: 3, symbol: "failure"), "rows after got is what it got, not what it expected")
        XCTAssertEqual(locate("after load (1 item, 2), tap: expected 2 requests, got 1 (seed 2)"),
                       CodeLocation(file: "Katas/M/Screen.swift", line: 5, symbol: "tap"), "no observation named: the last step's operation")
        XCTAssertEqual(locate("after tap, load (an error: offline, again): expected 2 requests, got 1 (seed 2)"),
                       CodeLocation(file: "Katas/M/Screen.swift", line: 4, symbol: "load"))
        XCTAssertEqual(CodeLocator.lastStep(in: "after load (offline, twice), change shell to large: expected"), "change")
        XCTAssertNil(CodeLocator.lastStep(in: "expected 2 but got 1"))
    }

    func testTheNextStepNamesTheFileOfTheFirstLocatedFailure() {
        var report = KataReport(kata: KataInfo(id: "k", module: "K", title: "", open: "First.swift", hints: []), isSolution: false)
        report.checks = [CheckResult(name: "a", status: .pass, duration: 0),
                         CheckResult(name: "b", status: .timeout, failures: [Failure(message: "did not finish")], duration: 0),
                         CheckResult(name: "c", status: .fail, failures: [Failure(message: "threw an error: TripError.tooLong: x")], duration: 0)]
        XCTAssertEqual(report.fileToOpen, "Katas/K/First.swift", "nothing located yet")
        report.locateFailures(root: root)
        XCTAssertEqual(report.fileToOpen, "Katas/K/Trip.swift")
    }
}
