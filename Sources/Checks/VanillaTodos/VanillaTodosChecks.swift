#if SOLUTION
@testable import VanillaTodosSolution
#else
@testable import VanillaTodos
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataKit
import Observation

@main
struct VanillaTodosChecks: Kata {
    static let checks: [Check] = clientChecks + TodoScreenChecks<TodoListModel>.all + modelChecks

    // MARK: - The model type and the client

    static let clientChecks: [Check] = [
        Check("Todo decodes jsonplaceholder's todos, userId included") {
            let todos = try JSONDecoder().decode([Todo].self, from: Data(Fixture.json.utf8))
            expectEqual(todos.count, Fixture.todos.count, "todos decoded from jsonplaceholder's 200 todos")
            for (todo, expected) in zip(todos, Fixture.todos) where Todo(expected) != todo {
                fail("todo \(expected.id): expected \(Todo(expected)) but got \(todo)")
                break
            }
        },
        Check("the mock client returns exactly the todos it was given") {
            let todos = Fixture.todos.prefix(3).map(Todo.init)
            expectEqual(try await TodoClient.mock(todos).fetchTodos(), todos, "todos from .mock(three todos)")
            expectEqual(try await TodoClient.mock([]).fetchTodos(), [], "todos from .mock([])")
        },
        Check("the live client refuses a status outside 200...299, even when the body is a list of todos") {
            for status in [301, 404, 500] {
                let client = TodoClient.live(transport: FakeServer(.body(Fixture.json, status: status)).transport)
                await expectThrows(try await "\(client.fetchTodos().count) todos",
                                   "fetchTodos() when the server answers \(status) with a list of todos")
            }
            let client = TodoClient.live(transport: FakeServer(.body(Fixture.json, status: 203)).transport)
            let count = await expectNoThrow(try await client.fetchTodos().count,
                                            "fetchTodos() when the server answers 203, a success like any 2xx")
            expectEqual(count, 200, "todos fetched when the server answers 203")
        },
        Check("the client is a struct holding a closure, and the kata declares no protocol") {
            let todo = Todo(Fixture.todos[0])
            let client = TodoClient(fetchTodos: { [todo] })
            expectEqual(try await client.fetchTodos(), [todo], "todos from a TodoClient made of a closure")
            expectEqual(Mirror(reflecting: client).displayStyle, .struct, "what kind of type TodoClient is")
            for file in try SourceFile.all() {
                let words = file.code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                expectFalse(words.contains("protocol"),
                            "\(file.name) declares a protocol: in this kata a closure is how you swap an implementation")
            }
        },
    ]

    // MARK: - The screen's model

    static let modelChecks: [Check] = [
        Check("isLoading is true while the todos are fetched, and false once they arrived or failed") {
            for outcome in ["arrived", "failed"] {
                let probe = LoadingProbe()
                let model = TodoListModel(client: TodoClient {
                    await probe.record()
                    if outcome == "failed" { throw URLError(.timedOut) }
                    return [Todo(Fixture.todos[0])]
                })
                probe.model = model
                expectFalse(model.isLoading, "isLoading before load()")
                await model.load()
                expectEqual(probe.seen, [true], "isLoading seen by the client while it fetched")
                expectFalse(model.isLoading, "isLoading once the todos \(outcome)")
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
            expectEqual(changes.onMainActor, [true], "for each change of the todos, whether it happened on the main actor")
            let code = try SourceFile.named("TodoListModel.swift").code
            expectTrue(code.contains("@MainActor"), "TodoListModel.swift marks the model @MainActor")
        },
    ]
}

// MARK: - The screen, for the shared behaviour checks

extension TodoListModel: TodoScreen {
    static func live(transport: @escaping HTTPTransport) -> TodoListModel {
        TodoListModel(client: .live(transport: transport))
    }

    static func mocked(_ todos: [FixtureTodo]) -> TodoListModel {
        TodoListModel(client: .mock(todos.map(Todo.init)))
    }

    var shownTodos: [ShownTodo] {
        todos.map { ShownTodo(title: $0.title, isCompleted: $0.completed) }
    }

    var shownError: String? { errorMessage }
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
