#if CHANGE_SOLUTION
@testable import VanillaTodosChangeSolution
#elseif SOLUTION
@testable import VanillaTodosSolution
#else
@testable import VanillaTodos
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import struct KataKit.Architecture
import struct KataKit.Check
import protocol KataKit.Kata
import struct KataKit.Rule
import func KataKit.expectEqual
import func KataKit.expectFalse
import func KataKit.expectNil
import func KataKit.expectNoThrow
import func KataKit.expectThrows
import func KataKit.fail
import Observation

/// The checks of the first act. `@main` is in VanillaTodosEntry.swift: the second act's executable
/// (Sources/ChangeChecks) compiles this file too, with a `@main` of its own.
struct VanillaTodosChecks: Kata {
    static let checks: [Check] = clientChecks + TodoScreenChecks<TodoListModel>.all + modelChecks + TodoScreenProbes<TodoListModel>.all

    // MARK: - The model type and the client

    static let clientChecks: [Check] = [
        Check("Todo decodes jsonplaceholder's todos, userId included") {
            let todos = try JSONDecoder().decode([Todo].self, from: Data(Fixture.json.utf8))
            KataKit.expectEqual(todos.count, Fixture.todos.count, "todos decoded from jsonplaceholder's 200 todos")
            for (todo, expected) in zip(todos, Fixture.todos) where Todo(expected) != todo {
                KataKit.fail("todo \(expected.id): expected \(Todo(expected)) but got \(todo)")
                break
            }
        },
        Check("the mock client returns exactly the todos it was given") {
            let todos = Fixture.todos.prefix(3).map(Todo.init)
            KataKit.expectEqual(try await TodoClient.mock(todos).fetchTodos(), todos, "todos from .mock(three todos)")
            KataKit.expectEqual(try await TodoClient.mock([]).fetchTodos(), [], "todos from .mock([])")
        },
        Check("the live client refuses a status outside 200...299, even when the body is a list of todos") {
            // 199 and 300 are the edges: `200...300` or `200..<301` would let a 300 through;
            // 1xx and 304 are the statuses a `< 400` test lets through.
            for status in FakeServer.failingStatuses {
                let client = TodoClient.live(transport: FakeServer(.body(Fixture.json, status: status)).transport)
                await KataKit.expectThrows(try await "\(client.fetchTodos().count) todos",
                                           "fetchTodos() when the server answers \(status) with a list of todos")
            }
            for status in FakeServer.succeedingStatuses {
                let client = TodoClient.live(transport: FakeServer(.body(Fixture.json, status: status)).transport)
                let count = await KataKit.expectNoThrow(try await client.fetchTodos().count,
                                                        "fetchTodos() when the server answers \(status), a success like any 2xx")
                KataKit.expectEqual(count, 200, "todos fetched when the server answers \(status)")
            }
        },
        Check("the client is a struct holding a closure: any closure makes a client") {
            let todo = Todo(Fixture.todos[0])
            let client = TodoClient(fetchTodos: { [todo] })
            KataKit.expectEqual(try await client.fetchTodos(), [todo], "todos from a TodoClient made of a closure")
            KataKit.expectEqual(Mirror(reflecting: client).displayStyle, .struct, "what kind of type TodoClient is")
        },
    ]

    // MARK: - The screen's model

    static let modelChecks: [Check] = [
        Check("a screen built on a test double shows the double's todos, with no network at all") {
            let todos = Array(Fixture.todos.prefix(3))
            let model = TodoListModel(client: .mock(todos.map(Todo.init)))
            await model.load()
            expectSameRows(model.shownTodos, todos.map(\.shown), "todos shown by a model on .mock(three todos)")
            KataKit.expectNil(model.shownError, "error shown by a model on .mock(three todos)")
        },
        Check("isLoading is true while the todos are fetched, and false once they arrived or failed") {
            for outcome in ["arrive", "fail"] {
                let probe = LoadingProbe()
                let model = TodoListModel(client: TodoClient {
                    await probe.record()
                    if outcome == "fail" { throw URLError(.timedOut) }
                    return [Todo(Fixture.todos[0])]
                })
                probe.model = model
                KataKit.expectFalse(model.isLoading, "isLoading of a new model, before the load whose todos \(outcome)")
                await model.load()
                KataKit.expectEqual(probe.seen, [true], "isLoading seen by the client during a load whose todos \(outcome)")
                KataKit.expectFalse(model.isLoading, "isLoading after a load whose todos \(outcome)")
            }
        },
        Check("the model is @MainActor: its state changes on the main actor, where a screen reads it") {
            let model = TodoListModel(client: .mock([Todo(Fixture.todos[0])]))
            let changes = IsolationLog()
            withObservationTracking {
                _ = model.todos
            } onChange: {
                changes.record()
            }
            await model.load()
            KataKit.expectEqual(changes.onMainActor, [true], "for each change of the todos, whether it happened on the main actor")
        },
        Check("every property of the model changes on the main actor: todos, errorMessage and isLoading alike") {
            let server = FakeServer(.offline)
            let model = TodoListModel(client: .live(transport: server.transport))
            let properties: [(String, @MainActor () -> Void)] = [
                ("todos", { _ = model.todos }), ("errorMessage", { _ = model.errorMessage }), ("isLoading", { _ = model.isLoading }),
            ]
            for reply in [FakeServer.Reply.offline, .ok, .body("not json", status: 200)] {
                server.reply = reply
                var logs: [(String, IsolationLog)] = []
                for (name, read) in properties {
                    let log = IsolationLog()
                    withObservationTracking { read() } onChange: { log.record() }
                    logs.append((name, log))
                }
                await model.load()
                for (name, log) in logs where log.onMainActor.contains(false) {
                    KataKit.fail("\(name) changed off the main actor during a load: a screen reads every property on the main actor, so each must change there")
                }
            }
        },
    ]

    // MARK: - Architecture rules

    static let rules: [Rule] = [
        Rule("the screen's model never reaches a request, a response or a decoder, not even through a helper",
             because: "the model only asks the client for todos; how they travel and how they are decoded is the client's business, so that `.mock` can replace all of it with one closure") { code in
            let model = code.types("TodoListModel")
            let networking = code.capability(.sendsRequestsOrReadsResponses).union(code.capability(.decodesData))
                .union(code.capability(.runsPrograms))
            // The closure the model is given runs whatever its maker chose: the edge of the rule.
            let given = code.property("fetchTodos", of: "TodoClient")
            return model.mustNotReach(networking, following: .runs, given: given)
                + model.mustUseFromOtherModulesOnly([.observation, .concurrency, .printing, .requestErrors],
                                                    besides: networking, following: .runs, stoppingAt: given)
                + model.mustNotHideFromTheChecks()
        },
        Rule("the mock client never reaches a request, a response or a decoder: it returns the todos it was given",
             because: "`.mock` replaces the transport, the status and the decoding with one closure, so that previews and tests of the model never depend on the network; a mock that still sends a request, even one whose answer it ignores, is the live client under another name") { code in
            // The todos it returns end the rule: what Todo's own members run when the model
            // compares, sorts or shows them (`==`, `<`, `description`) is the model's rule.
            let mock = code.symbols("mock(_:)", where: { $0.name == "mock(_:)" })
            let networking = code.capability(.sendsRequestsOrReadsResponses).union(code.capability(.decodesData))
                .union(code.capability(.runsPrograms))
            return mock.mustNotReach(networking, following: .runs, given: code.types("Todo")) + mock.mustNotHideFromTheChecks()
        },
        Rule("the screen's model changes its state only on the main actor",
             because: "the view reads the todos, the error and the spinner on the main actor; a write from another thread (the article's view models make them) races with the view, and the compiler can only tell when its checks are left on") { code in
            modelStaysOnTheMainActor(in: code)
        },
        Rule("the kata declares no protocol: a struct of closures swaps the implementation",
             because: "the article's plain version tests with a `TodoClient.mock` value instead of a protocol, a conforming type and a double of it: fewer lines to read and keep") { code in
            // A protocol of the standard library (`any AsyncSequence`, a client generic over a
            // `Sequence`) is a seam as much as one of the module's.
            code.symbols("a protocol", where: { $0.kind == .protocol }).mustNotBeDeclared()
                + code.overridingMembers.mustNotBeDeclared()
                + code.types("TodoListModel", "TodoClient").mustNotTakeProtocolsOfOtherModules()
        },
    ]
}

// MARK: - The screen, for the shared behaviour checks

extension TodoListModel: TodoScreen {
    static func live(transport: @escaping HTTPTransport) -> TodoListModel {
        TodoListModel(client: .live(transport: transport))
    }

    var shownTodos: [ShownTodo] {
        todos.map { ShownTodo(title: $0.title, isCompleted: $0.completed) }
    }

    var shownError: String? { errorMessage }

    static var reads: (rows: String, error: String, answer: String) {
        ("TodoListModel.todos", "TodoListModel.errorMessage", "TodoClient.live(transport:)")
    }
}

// MARK: - Helpers

extension Todo {
    init(_ fixture: FixtureTodo) {
        self.init(userId: fixture.userId, id: fixture.id, title: fixture.title, completed: fixture.completed)
    }
}

/// Notes what the model's `isLoading` was each time the client is asked for todos.
@MainActor
final class LoadingProbe {
    weak var model: TodoListModel?
    private(set) var seen: [Bool] = []

    func record() {
        seen.append(model?.isLoading ?? false)
    }
}

/// Notes, from any thread, whether a change happened on the main actor.
///
/// The main actor runs its work on the main dispatch queue. On Linux that queue is not always
/// served by the main thread, so `Thread.isMainThread` cannot tell; a value set on the queue can.
final class IsolationLog: @unchecked Sendable {
    // An instance property: a `static let` of `DispatchSpecificKey` is not concurrency-safe
    // for Swift 6 with older macOS SDKs, where the key is not `Sendable`.
    private let mainQueueKey = DispatchSpecificKey<Bool>()
    private let lock = NSLock()
    private var recorded: [Bool] = []

    init() {
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    }

    var onMainActor: [Bool] { lock.withLock { recorded } }

    func record() {
        let isOnMainQueue = DispatchQueue.getSpecific(key: mainQueueKey) ?? false
        lock.withLock { recorded.append(isOnMainQueue) }
    }
}
