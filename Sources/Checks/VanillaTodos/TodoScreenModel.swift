// Shared by the vanilla-todos and ddd-todos checks, as TodoScreenChecks.swift is: this file lives
// here and is symlinked into the other checks folders. An executable model of what both lessons
// promise of the screen, for the checks that search (TodoScreenProbes): any sequence of loads, with
// every answer a transport can give, the lesson's boundaries drawn on purpose.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataKit

/// One load of the screen, and what the server does with its request.
enum TodoLoad: CustomStringConvertible {
    /// A list of todos (maybe empty) with a status of 200...299.
    case todos([FixtureTodo], status: Int)
    /// The request fails before any answer: named as the lesson names it ("offline").
    case noAnswer(String, URLError)
    /// A status outside 200...299, whose body is a list of todos all the same.
    case refused(status: Int, [FixtureTodo])
    /// A response that is not HTTP (no status at all), whose body is a list of todos.
    case notHTTP([FixtureTodo])
    /// A status of 200...299 with a body that is not a list of todos, named ("JSON cut short").
    case unreadable(String, body: String, status: Int)

    var description: String {
        switch self {
        case .todos(let todos, let status):
            "load (\(status == 200 ? "" : "status \(status), ")\(Self.describe(todos)))"
        case .noAnswer(let name, _):
            "load (\(name))"
        case .refused(let status, let todos):
            "load (status \(status) with \(Self.describe(todos)))"
        case .notHTTP(let todos):
            "load (a response that is not HTTP, with \(Self.describe(todos)))"
        case .unreadable(let name, _, let status):
            "load (\(status == 200 ? "" : "status \(status), ")an answer that is not todos: \(name))"
        }
    }

    /// What the fake server answers.
    var reply: FakeServer.Reply {
        switch self {
        case .todos(let todos, let status): .body(Self.json(todos), status: status)
        case .noAnswer(_, let error): .failure(error)
        case .refused(let status, let todos): .body(Self.json(todos), status: status)
        case .notHTTP(let todos): .notHTTP(Self.json(todos))
        case .unreadable(_, let body, let status): .body(body, status: status)
        }
    }

    /// Why the load fails, or `nil` when it succeeds.
    var cause: TodoFailureCause? {
        switch self {
        case .todos: nil
        case .noAnswer(let name, _): .noAnswer(name)
        case .refused(let status, _): .status(status)
        case .notHTTP: .notHTTP
        case .unreadable(let name, _, _): .unreadable(name)
        }
    }

    static func describe(_ todos: [FixtureTodo]) -> String {
        switch todos.count {
        case 0: "an empty list"
        case 1: "1 todo: \(todos[0].shown)"
        case 2...6: "\(todos.count) todos: \(todos.map(\.shown.description).joined(separator: ", "))"
        default: "\(todos.count) todos: \(todos.prefix(3).map(\.shown.description).joined(separator: ", "))"
            + " … \(todos.count - 4) more … \(todos[todos.count - 1].shown)"
        }
    }

    static func json(_ todos: [FixtureTodo]) -> String {
        let items = todos.map { todo in
            let title = String(data: (try? JSONEncoder().encode(todo.title)) ?? Data(), encoding: .utf8) ?? "\"\""
            return #"{"userId": \#(todo.userId), "id": \#(todo.id), "title": \#(title), "completed": \#(todo.completed)}"#
        }
        return "[" + items.joined(separator: ", ") + "]"
    }
}

/// Why a load failed, as far as the lesson tells causes apart: each keeps its own sentence.
enum TodoFailureCause: Hashable, CustomStringConvertible {
    case noAnswer(String)
    case status(Int)
    case notHTTP
    case unreadable(String)

    /// The two kinds of failure the lesson asks two sentences for; the others may share either.
    enum Kind {
        case noAnswer, unreadable, either
    }

    var kind: Kind {
        switch self {
        case .noAnswer: .noAnswer
        case .unreadable: .unreadable
        case .status, .notHTTP: .either
        }
    }

    var description: String {
        switch self {
        case .noAnswer(let name): name
        case .status(let status): "status \(status)"
        case .notHTTP: "a response that is not HTTP"
        case .unreadable(let name): "an answer that is not todos (\(name))"
        }
    }
}

/// What the lessons promise a user sees, as a plain value: the rows, the error, the requests.
///
/// The lesson leaves the words open, so the model learns them: the first sentence shown for a
/// cause is that cause's sentence from then on, and a request that got no answer and an answer
/// the app cannot read must never share one.
struct TodoScreenModel {
    var rows: [ShownTodo] = []
    /// Why the last load failed; `nil` before any load and after a success.
    var failure: TodoFailureCause?
    var loads = 0
    var lastLoad: TodoLoad?
    /// The sentence the screen showed for each cause, the first time.
    var sentences: [TodoFailureCause: String] = [:]

    /// What a load does, by the lessons: a success shows its list, in the server's order, and
    /// no error; a failure keeps the rows and shows the sentence of its cause.
    mutating func apply(_ load: TodoLoad) {
        loads += 1
        lastLoad = load
        if case .todos(let todos, _) = load {
            rows = todos.map(\.shown)
            failure = nil
        } else {
            failure = load.cause
        }
    }

    /// What differs between the model and the screen, as "expected …, got …": the rows
    /// first, then the requests, then the error; with what in the learner's code is at fault
    /// (`reads`, see ``TodoScreen/reads``): what the rows or the error read, or the code that
    /// reads the server's answer when the screen took the last answer for the other outcome,
    /// or the code that reorders lists when the rows are the server's in another order.
    mutating func difference(rows shown: [ShownTodo], error: String?, requests: Int,
                             reads: (rows: String, error: String, answer: String)) -> Difference? {
        let answer = misreads(shown: shown, error: error) ? reads.answer : nil
        if shown != rows {
            let why = lastLoad == nil ? "a new screen shows no todos"
                : failure == nil ? "a successful load shows the server's list, in the server's order"
                : "a failed load keeps the rows shown before it"
            let reordered = failure == nil && shown.map(\.description).sorted() == rows.map(\.description).sorted()
            let observed = answer.map { $0 + Difference.otherwise + reads.rows }
                ?? (reordered ? Difference.functions(that: .reorderLists, else: reads.rows) : reads.rows)
            return Difference(observed: observed, "\(Self.rowsDifference(expected: rows, shown: shown)) (\(why))")
        }
        if requests != loads {
            return Difference("expected \(loads) requests, one per load, got \(requests)")
        }
        return errorDifference(error).map { Difference(observed: answer.map { $0 + Difference.otherwise + reads.error } ?? reads.error, $0) }
    }

    /// Whether the screen took the last answer for the other outcome: no error after an answer
    /// that only reading it tells is a failure (a status, a response that is not HTTP, a body
    /// that is not todos), or an error and rows other than its list after a success. The
    /// layers above pass on what the code reading the answer said, so that code misread it.
    private func misreads(shown: [ShownTodo], error: String?) -> Bool {
        guard let lastLoad else { return false }
        switch lastLoad.cause {
        case nil: return error != nil && shown != rows
        case .noAnswer: return false
        case .status, .notHTTP, .unreadable: return error == nil
        }
    }

    private mutating func errorDifference(_ shown: String?) -> String? {
        guard let failure else {
            guard let shown else { return nil }
            return lastLoad == nil
                ? "expected no error before any load, got \(String(reflecting: shown))"
                : "expected no error (the last load succeeded), got \(describe(shown))"
        }
        guard let shown else { return "expected the sentence for \(failure), got no error" }
        if let problem = readabilityProblem(shown) {
            return "\(problem), for \(failure)"
        }
        if let sentence = sentences[failure] {
            return sentence == shown ? nil
                : "expected the sentence for \(failure) shown before, \(String(reflecting: sentence)), got \(describe(shown))"
        }
        let clashing: Set<TodoFailureCause.Kind> = switch failure.kind {
        case .noAnswer: [.unreadable]
        case .unreadable: [.noAnswer]
        case .either: []
        }
        if let other = sentences.first(where: { clashing.contains($0.key.kind) && $0.value == shown })?.key {
            return "expected the sentence for \(failure), got the one for \(other), \(String(reflecting: shown)) "
                + "(a request that got no answer and an answer the app cannot read need two sentences)"
        }
        sentences[failure] = shown
        return nil
    }

    /// A sentence as the learner knows it: "the one for offline" when it is one already seen.
    private func describe(_ sentence: String) -> String {
        if let cause = sentences.first(where: { $0.value == sentence })?.key {
            return "the one for \(cause), \(String(reflecting: sentence))"
        }
        return String(reflecting: sentence)
    }

    /// "expected the rows …, got …"; for a long list, the counts and the first row that differs.
    private static func rowsDifference(expected: [ShownTodo], shown: [ShownTodo]) -> String {
        guard expected.count > 6 || shown.count > 6 else {
            return "expected the rows \(list(expected)), got \(list(shown))"
        }
        let index = (0..<min(expected.count, shown.count)).first { expected[$0] != shown[$0] } ?? min(expected.count, shown.count)
        let row = { (rows: [ShownTodo]) in rows.indices.contains(index) ? rows[index].description : "none" }
        return "expected \(expected.count) rows, got \(shown.count); row \(index + 1): expected \(row(expected)), got \(row(shown))"
    }

    private static func list(_ rows: [ShownTodo]) -> String {
        rows.isEmpty ? "none" : rows.map(\.description).joined(separator: ", ")
    }
}

/// The loads the search draws, each kind with the lesson's boundaries drawn on purpose; the
/// simplest first (what a shrunk failure shows).
enum TodoLoads {
    /// Six todos whose order is none of id, title or done order: a screen that sorts shows it.
    static let pool = [
        FixtureTodo(userId: 1, id: 7, title: "water the tomatoes", completed: false),
        FixtureTodo(userId: 1, id: 2, title: "buy oat milk", completed: true),
        FixtureTodo(userId: 2, id: 31, title: "call grandma", completed: false),
        FixtureTodo(userId: 1, id: 4, title: "pay the rent", completed: true),
        FixtureTodo(userId: 3, id: 15, title: "read \"Dune\"", completed: false),
        FixtureTodo(userId: 2, id: 9, title: "émail Ana 📬", completed: true),
    ]

    static let lists = Generator.arrangement(of: pool, count: 0...4)
    static let nonEmptyLists = Generator.arrangement(of: pool, count: 1...4)

    /// Lists of the lesson's whole world: 0 to 1,000 todos (most short, some of hundreds),
    /// repeated todos, ids and titles, ids and userIds anywhere in `Int`, and titles from all
    /// of Unicode, some with White_Space of every kind around them or made only of it.
    static let anyLists = Generator.list(of: anyTodo, count: 0...1_000)

    static let anyTodo = Generator<FixtureTodo> { choices in
        // A quarter of the ids from a handful, so that two todos of a list share one.
        let id = choices.chance(1, in: 4) ? 1 + choices.index(below: 4) : Generator<Int>.integer(edges: [1, 200, 201]).draw(&choices)
        let userId = Generator<Int>.integer(edges: [1, 10]).draw(&choices)
        return FixtureTodo(userId: userId, id: id, title: titles.draw(&choices), completed: choices.chance(1, in: 2))
    }

    /// The pool's titles (so that two todos share one), any text, White_Space only, or text
    /// with White_Space around it.
    static let titles = Generator<String>.oneOf([
        .element(of: pool.map(\.title)),
        .text(length: 0...40),
        .whitespace(length: 1...8),
        Generator { choices in
            Generator<String>.whitespace(length: 0...4).draw(&choices) + Generator<String>.text(length: 1...30).draw(&choices)
                + Generator<String>.whitespace(length: 0...4).draw(&choices)
        },
    ])

    /// The kinds of load, the simplest first.
    static let operations: [Generator<TodoLoad>] = [
        // A success: 200...299, the edges often; the empty list is a success too.
        Generator { choices in
            let todos = Generator.oneOf([nonEmptyLists, anyLists]).draw(&choices)
            return .todos(todos, status: Generator.int(in: 200...299, edges: [200, 299]).draw(&choices))
        },
        Generator { choices in .todos([], status: Generator.int(in: 200...299, edges: [200, 299]).draw(&choices)) },
        Generator.element(of: [
            ("offline", URLError(.notConnectedToInternet)),
            ("a lost connection", URLError(.networkConnectionLost)),
            ("a timeout", URLError(.timedOut)),
            ("a server name not found", URLError(.cannotFindHost)),
        ]).map { name, error in TodoLoad.noAnswer(name, error) },
        Generator { choices in
            let (name, body) = unreadableBodies[choices.index(below: unreadableBodies.count)]
            return .unreadable(name, body: body, status: Generator.int(in: 200...299, edges: [200, 299]).draw(&choices))
        },
        // A refused status: the edges of 2xx first, then what a `< 400` test lets through, then
        // any other number a status can hold (a status is an Int: 1200, 0, -1, Int.max).
        Generator { choices in
            let edges = [300, 199, 304, 100, 404, 500, 599]
            let status: Int
            if choices.chance(1, in: 2) {
                status = edges[choices.index(below: edges.count)]
            } else if choices.chance(2, in: 3) {
                let index = choices.index(below: 400)
                status = index < 100 ? 100 + index : 200 + index
            } else {
                let any = Generator<Int>.integer(edges: [1200, 600, 99, 0, -1, 1000, 999, 2000, -200]).draw(&choices)
                status = (200...299).contains(any) ? any + 100 : any
            }
            return .refused(status: status, lists.draw(&choices))
        },
        Generator { choices in .notHTTP(lists.draw(&choices)) },
    ]

    /// Answers with status 200 that are not a list of todos, the fixture's and an empty body.
    static let unreadableBodies = Fixture.unreadableBodies + [("an empty body", "")]
}
