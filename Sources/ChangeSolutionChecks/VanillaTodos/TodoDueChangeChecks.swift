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
        ]
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
