// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

// Shared by the second acts of vanilla-todos and ddd-todos, which get the same change request so
// that the two architectures can be compared by what it cost: this file lives here and is
// symlinked into Sources/ChangeSolutionChecks/DDDTodos. It knows neither kata: each kata's change
// file makes its screen conform to `DueTodoScreen`.
import Foundation
import KataKit

/// What the due-date checks need from a kata: the screen as the app wires it, with a clock.
@MainActor
protocol DueTodoScreen: AnyObject {
    /// The screen wired as the app wires it, with `transport` in place of the network and
    /// `today` in place of the device's clock.
    static func live(transport: @escaping HTTPTransport, today: @escaping @Sendable () -> Date) -> Self
    func load() async
    /// The rows on screen, in order, with their overdue mark.
    var shownDueTodos: [ShownDueTodo] { get }
    /// What the rows read in the learner's code, as a path from a type (`TodoListModel.todos`):
    /// a search's failure then names the function that wrote it.
    static var rowsRead: String { get }
}

/// One row of the list as the user sees it, with its mark.
struct ShownDueTodo: Equatable, CustomStringConvertible {
    let title: String
    let isCompleted: Bool
    let isOverdue: Bool

    var description: String { "\(isOverdue ? "(overdue) " : "")\(isCompleted ? "[x]" : "[ ]") \(String(reflecting: title))" }
}

/// The change request's behaviour, the same for both katas.
enum TodoDueChecks<Screen: DueTodoScreen> {
    static var all: [Check] {
        [
            Check("todos without a due date are shown as before, none of them overdue") {
                let screen = await loaded([("Buy milk", false, nil), ("Call Ada", true, nil)])
                KataKit.expectEqual(screen.shownDueTodos, [row("Buy milk"), row("Call Ada", done: true)],
                                    "rows shown when the server sends no due date")
            },
            Check("a todo due before today and not done is shown first, marked overdue") {
                let screen = await loaded([("Buy milk", false, nil), ("Pay rent", false, march(1))])
                KataKit.expectEqual(screen.shownDueTodos, [row("Pay rent", overdue: true), row("Buy milk")],
                                    "rows shown on 10 March when \"Pay rent\" was due on 1 March")
            },
            Check("overdue todos come first in the server's order, then the others in the server's order") {
                let screen = await loaded([("A", false, march(20)), ("B", false, march(2)), ("C", false, nil),
                                           ("D", false, march(9)), ("E", false, march(11))])
                KataKit.expectEqual(screen.shownDueTodos.map(\.title), ["B", "D", "A", "C", "E"],
                                    "titles shown on 10 March: B (due 2 March) and D (due 9 March) are overdue")
                KataKit.expectEqual(screen.shownDueTodos.map(\.isOverdue), [true, true, false, false, false], "overdue marks, in the order shown")
            },
            Check("a done todo is never overdue, whatever its due date") {
                let screen = await loaded([("Old and done", true, march(1)), ("Open", false, nil)])
                KataKit.expectEqual(screen.shownDueTodos, [row("Old and done", done: true), row("Open")],
                                    "rows shown on 10 March when the todo due on 1 March is done")
            },
            Check("a todo due later than today is not overdue") {
                let screen = await loaded([("Later", false, march(31)), ("Tomorrow", false, march(11))])
                KataKit.expectEqual(screen.shownDueTodos, [row("Later"), row("Tomorrow")], "rows shown on 10 March for todos due on 31 and 11 March")
            },
            Check("overdue follows the clock the app passes in, read at each load") {
                let clock = DueClock(marchDate(10))
                let server = FakeServer(.body(dueJSON([("Soon", false, march(20)), ("Buy milk", false, nil)]), status: 200))
                let screen = Screen.live(transport: server.transport, today: { clock.now })
                await screen.load()
                KataKit.expectEqual(screen.shownDueTodos, [row("Soon"), row("Buy milk")], "rows shown on 10 March, \"Soon\" being due on 20 March")
                clock.now = marchDate(25)
                await screen.load()
                KataKit.expectEqual(screen.shownDueTodos, [row("Soon", overdue: true), row("Buy milk")],
                                    "rows shown after a reload on 25 March (the app's clock, not the device's)")
            },
            Check("the due date is read as an ISO 8601 moment, and one that is not a date is not read as none") {
                let screen = await loaded([("Precise", false, "2026-03-10T11:59:59Z"), ("Not yet", false, "2026-03-10T12:00:01Z")])
                KataKit.expectEqual(screen.shownDueTodos, [row("Precise", overdue: true), row("Not yet")],
                                    "rows shown at noon on 10 March for todos due a second before and a second after")
                let broken = await loaded([("Broken", false, "next week")])
                KataKit.expectEqual(broken.shownDueTodos, [], "rows shown when the server sends the due date \"next week\": the todos cannot be read")
            },
            Check("after any sequence of loads and clock moves, the overdue todos come first in the server's order, marked by the clock at the load") {
                // Searched, not sampled: due dates and clocks drawn from a few moments, so that a
                // todo due exactly now, a clock after the machine's date (in 2040) and before it,
                // and a server order that is not date order come up in every run.
                await KataKit.expectModelHolds(machine)
            },
        ]
    }

    /// The screen beside the change request's model (TodoDueModel), over generated sequences of
    /// loads, failed loads and clock moves; the rows are compared after every step.
    @MainActor
    static var machine: StateMachine<TodoDueModel, (FakeServer, DueClock, Screen), TodoDueStep> {
        StateMachine(
            model: TodoDueModel(),
            system: {
                let server = FakeServer(.offline)
                let clock = DueClock(TodoDueModel.start)
                return (server, clock, Screen.live(transport: server.transport, today: { clock.now }))
            },
            operations: TodoDueStep.operations,
            perform: { step, system in
                switch step {
                case .load(let todos):
                    system.0.reply = .body(dueJSON(todos.map { ($0.title, $0.completed, $0.due.map(TodoDueModel.format)) }), status: 200)
                    await system.2.load()
                case .offline:
                    system.0.reply = .offline
                    await system.2.load()
                case .clock(let date):
                    system.1.now = date
                }
            },
            next: { step, model in model.apply(step) },
            compare: { model, system in
                model.difference(system.2.shownDueTodos, rowsRead: Screen.rowsRead)
            })
    }

    /// A screen loaded on 10 March 2026 at noon (UTC) from these todos.
    @MainActor
    static func loaded(_ todos: [(String, Bool, String?)]) async -> Screen {
        let server = FakeServer(.body(dueJSON(todos), status: 200))
        let screen = Screen.live(transport: server.transport, today: { marchDate(10, "12:00:00") })
        await screen.load()
        return screen
    }

    static func row(_ title: String, done: Bool = false, overdue: Bool = false) -> ShownDueTodo {
        ShownDueTodo(title: title, isCompleted: done, isOverdue: overdue)
    }
}

/// `2026-03-<day>T<time>Z`, as the server writes due dates.
func march(_ day: Int, _ time: String = "09:00:00") -> String {
    "2026-03-\(day < 10 ? "0" : "")\(day)T\(time)Z"
}

/// The same moment as a date.
func marchDate(_ day: Int, _ time: String = "09:00:00") -> Date {
    ISO8601DateFormatter().date(from: march(day, time)) ?? Date(timeIntervalSince1970: 0)
}

/// The server's answer: todos in jsonplaceholder's shape, with `dueDate` where there is one.
func dueJSON(_ todos: [(title: String, completed: Bool, due: String?)]) -> String {
    let items = todos.enumerated().map { index, todo in
        let due = todo.due.map { ", \"dueDate\": \"\($0)\"" } ?? ""
        return "{\"userId\": 1, \"id\": \(index + 1), \"title\": \"\(todo.title)\", \"completed\": \(todo.completed)\(due)}"
    }
    return "[" + items.joined(separator: ", ") + "]"
}

/// A clock the checks move by hand.
final class DueClock: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) {
        self.date = date
    }

    var now: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}

/// A todo as the server sends it in the change request's search.
struct DueTodo: Sendable {
    let title: String
    let completed: Bool
    let due: Date?

    /// The row the change request asks for, by the clock `now`.
    func row(overdueBy now: Date) -> ShownDueTodo {
        ShownDueTodo(title: title, isCompleted: completed, isOverdue: isOverdue(at: now))
    }

    /// Not done, and due before `now`: a todo due exactly now is not overdue yet.
    func isOverdue(at now: Date) -> Bool {
        guard let due, !completed else { return false }
        return due < now
    }

    var description: String {
        "\(completed ? "[x] " : "")\(String(reflecting: title))\(due.map { " due \(TodoDueModel.format($0))" } ?? "")"
    }
}

/// One step of the change request's search.
enum TodoDueStep: CustomStringConvertible {
    case load([DueTodo])
    case offline
    case clock(Date)

    var description: String {
        switch self {
        case .load(let todos):
            "load (\(todos.isEmpty ? "an empty list" : todos.map(\.description).joined(separator: ", ")))"
        case .offline:
            "load (offline)"
        case .clock(let date):
            "the clock moves to \(TodoDueModel.format(date))"
        }
    }

    /// The kinds of step, the simplest first: a load, a clock move, a failed load.
    static let operations: [Generator<TodoDueStep>] = [
        Generator { choices in
            let picked = Generator.arrangement(of: pool, count: 1...4).draw(&choices)
            return .load(picked.map { title, completed in
                DueTodo(title: title, completed: completed,
                        due: choices.chance(1, in: 4) ? nil : TodoDueModel.moments[choices.index(below: TodoDueModel.moments.count)])
            })
        },
        Generator.element(of: TodoDueModel.moments).map { TodoDueStep.clock($0) },
        .just(.offline),
    ]

    /// Titles in no alphabetical order, some done.
    static let pool = [("pay rent", false), ("buy milk", false), ("call Ada", true), ("file taxes", false), ("book dentist", false)]
}

/// What the change request promises a user sees: the last list the server sent, the overdue
/// todos first (each group in the server's order), marked by the clock read at that load.
///
/// A screen may also mark (or order) its rows by the clock as it is now, when the clock moved
/// after the load: the request says the clock is read at each load, not that it is never read
/// in between. Right after a load, the two are the same clock.
struct TodoDueModel {
    /// Noon on 10 March 2026, before the machine's date, where each sequence starts.
    static let start = Date(timeIntervalSince1970: 1_773_144_000)
    /// Noon on 29 February 2040, after the machine's date.
    static let later = Date(timeIntervalSince1970: 2_214_129_600)
    /// The clock's moments and the due dates: each base, a second and a day either side.
    static let moments: [Date] = [start, later].flatMap { base in
        [0, -1, 1, -86_400, 86_400].map { base.addingTimeInterval(Double($0)) }
    }

    /// The moments as the server writes them, made once: a formatter per load would be most of
    /// the search's time.
    private static let written: [Date: String] = Dictionary(uniqueKeysWithValues: moments.map { ($0, ISO8601DateFormatter().string(from: $0)) })

    static func format(_ date: Date) -> String {
        written[date] ?? ISO8601DateFormatter().string(from: date)
    }

    var now = start
    /// Every moment the clock read so far, `start` included.
    var clocks: Set<Date> = [start]
    var list: [DueTodo] = []
    /// The clock at the last successful load; `nil` before one.
    var loadedAt: Date?

    mutating func apply(_ step: TodoDueStep) {
        switch step {
        case .load(let todos):
            list = todos
            loadedAt = now
        case .offline:
            break
        case .clock(let date):
            now = date
            clocks.insert(date)
        }
    }

    /// The rows, ordered by the clock `ordered` and marked by the clock `marked`.
    func rows(orderedBy ordered: Date, markedBy marked: Date) -> [ShownDueTodo] {
        let overdue = list.filter { $0.isOverdue(at: ordered) }, others = list.filter { !$0.isOverdue(at: ordered) }
        return (overdue + others).map { $0.row(overdueBy: marked) }
    }

    /// What differs, as "expected …, got …", with what in the learner's code is at fault:
    /// the code that reads the clock when the rows are ordered or marked by clocks read at other
    /// times (it was read when it should not have been, or not read), the code that reorders lists when
    /// each row is right but the order is not, else the code that compares moments (the rule);
    /// `rowsRead`'s writers when the index finds none.
    func difference(_ shown: [ShownDueTodo], rowsRead: String) -> Difference? {
        guard let loadedAt else {
            return shown.isEmpty ? nil : Difference(observed: rowsRead, "expected no rows before a successful load, got \(Self.list(shown))")
        }
        let expected = rows(orderedBy: loadedAt, markedBy: loadedAt)
        let allowed = [expected, rows(orderedBy: loadedAt, markedBy: now), rows(orderedBy: now, markedBy: now)]
        guard !allowed.contains(shown) else { return nil }
        let staleClock = clocks.contains { ordered in clocks.contains { marked in rows(orderedBy: ordered, markedBy: marked) == shown } }
        let observed = if staleClock {
            Difference.functions(that: .readClock, else: rowsRead)
        } else if shown.map(\.description).sorted() == expected.map(\.description).sorted() {
            Difference.functions(that: .reorderLists, else: rowsRead)
        } else {
            Difference.functions(that: .compareMoments, else: rowsRead)
        }
        return Difference(observed: observed, "expected the rows \(Self.list(expected)), got \(Self.list(shown)) (at the last load the clock read "
            + "\(Self.format(loadedAt)): a todo not done and due before it is overdue, shown first; each group keeps the server's order)")
    }

    private static func list(_ rows: [ShownDueTodo]) -> String {
        rows.isEmpty ? "none" : rows.map(\.description).joined(separator: ", ")
    }
}

#endif
