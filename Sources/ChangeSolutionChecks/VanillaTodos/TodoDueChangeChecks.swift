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
    /// The screen wired as the app wires it, with `transport` in place of the network and no
    /// clock passed in: the app's own default, the device's clock.
    static func app(transport: @escaping HTTPTransport) -> Self
    /// Where the app's default clock is given, as a path from a type
    /// (`TodoListModel.init(client:today:)`), when a type holds it: a wrong default is shown there.
    static var appClock: String? { get }
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

    var description: String {
        "\(isOverdue ? "(overdue) " : "")\(isCompleted ? "[x]" : "[ ]") \"\(title.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\""
    }
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
            Check("the app's own clock, when none is passed in, is the device's: a todo due a minute ago is overdue, one due in an hour is not") {
                // Whole seconds, as the server writes them.
                let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
                let server = FakeServer(.body(dueJSON([("Due a minute ago", false, TodoDueModel.format(now.addingTimeInterval(-60))),
                                                       ("Due in an hour", false, TodoDueModel.format(now.addingTimeInterval(3_600)))]),
                                              status: 200))
                let screen = Screen.app(transport: server.transport)
                await screen.load()
                KataKit.expectEqual(screen.shownDueTodos, [row("Due a minute ago", overdue: true), row("Due in an hour")],
                                    "rows shown by the app as it runs, with no clock passed in (its default must read the device's clock)",
                                    observed: Screen.appClock)
            },
            Check("after any sequence of loads and clock moves, the overdue todos come first in the server's order, marked by the clock at the load") {
                // Searched, not sampled: due dates and clocks at any moment of 1970 to 9999, any
                // offset, a millisecond either side of each other, lists of any length.
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
                    let now = system.1.now
                    system.0.reply = .body(dueJSON(todos.map { ($0.title, $0.completed, $0.due?.written(at: now)) }), status: 200)
                    await system.2.load()
                case .offline:
                    system.0.reply = .offline
                    await system.2.load()
                case .clock(let moment):
                    system.1.now = moment.date
                case .clockMoves(let milliseconds):
                    system.1.now = TodoDueModel.moved(system.1.now, by: milliseconds)
                }
            },
            next: { step, model in model.apply(step) },
            compare: { model, system in
                model.difference(system.2.shownDueTodos, rowsRead: Screen.rowsRead)
            },
            budget: longRuns)
    }

    /// Most sequences as long as usual, one in eight of up to 300 steps (a screen wrong from its
    /// 17th load is found).
    static var longRuns: SearchBudget {
        var budget = SearchBudget.standard
        budget.longestSteps = 300
        return budget
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
        return "{\"userId\": 1, \"id\": \(index + 1), \"title\": \(jsonQuoted(todo.title)), \"completed\": \(todo.completed)\(due)}"
    }
    return "[" + items.joined(separator: ", ") + "]"
}

/// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as it is.
func jsonQuoted(_ text: String) -> String {
    var written = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": written += "\\\""
        case "\\": written += "\\\\"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            written += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: written.unicodeScalars.append(scalar)
        }
    }
    return written + "\""
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

/// When a todo of the change request's search is due, as the server writes it: at a moment, or
/// some seconds from the clock's whole second at the load, written at some offset (so that a todo
/// due exactly now, or a second either side, comes up at whatever moment the clock reads, in any
/// zone).
enum ServerDueDate: Sendable {
    /// At this moment, written at its offset, to the second.
    case at(Moment)
    /// This many seconds after the clock's whole second at the load (before it when negative),
    /// written at `offset` seconds east of UTC.
    case fromClock(seconds: Int64, offset: Int)

    /// The moment it names when the clock reads `now`, to the second.
    func moment(at now: Date) -> Moment {
        switch self {
        case .at(let moment): return moment
        case .fromClock(let seconds, let offset):
            // The clock never reads before 1970: a division rounds down. The due date stays
            // within 1970 to 9999, written in `Z` where the offset would take it outside.
            let second = TodoDueModel.milliseconds(now) / 1_000 * 1_000
            let due = min(max(second + seconds * 1_000, 0), TodoDueModel.latest / 1_000 * 1_000)
            let local = due + Int64(offset) * 1_000
            return Moment(milliseconds: due, offset: (0...TodoDueModel.latest).contains(local) ? offset : 0)
        }
    }

    /// As the server writes it when the clock reads `now`: ISO 8601, to the second, at its offset.
    func written(at now: Date) -> String {
        moment(at: now).iso8601
    }

    var description: String {
        switch self {
        case .at(let moment): "due \(moment.iso8601)"
        case .fromClock(let seconds, let offset):
            (seconds == 0 ? "due the clock's second" : "due \(abs(seconds)) s \(seconds < 0 ? "before" : "after") the clock's second")
                + (offset == 0 ? "" : ", written at \(Moment(milliseconds: 0, offset: offset).iso8601.suffix(6))")
        }
    }
}

/// A todo as the server sends it in the change request's search.
struct DueTodo: Sendable {
    let title: String
    let completed: Bool
    let due: ServerDueDate?

    var description: String {
        "\(completed ? "[x] " : "")\"\(title.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\"\(due.map { " \($0.description)" } ?? "")"
    }
}

/// A todo as the screen got it at a load: its due date read by the clock of that load.
struct DueTodoAtLoad: Sendable {
    let title: String
    let completed: Bool
    let due: Date?
    /// The due date as the server wrote it.
    var written: String? = nil
    /// The due date misread: its date and time as written, taken as UTC, its offset dropped.
    var dueWithoutOffset: Date? = nil

    /// This todo as a reading that drops due dates' offsets sees it.
    var offsetDropped: DueTodoAtLoad {
        DueTodoAtLoad(title: title, completed: completed, due: dueWithoutOffset ?? due, written: written)
    }

    /// The row the change request asks for, by the clock `now`.
    func row(overdueBy now: Date) -> ShownDueTodo {
        ShownDueTodo(title: title, isCompleted: completed, isOverdue: isOverdue(at: now))
    }

    /// Not done, and due before `now`: a todo due exactly now is not overdue yet; a millisecond
    /// later it is.
    func isOverdue(at now: Date) -> Bool {
        guard let due, !completed else { return false }
        return due < now
    }
}

/// One step of the change request's search.
enum TodoDueStep: CustomStringConvertible {
    case load([DueTodo])
    case offline
    /// The device's clock is set to a moment (shown at the offset it was drawn in).
    case clock(Moment)
    /// The clock moves on (or back, when negative) by this many milliseconds.
    case clockMoves(by: Int64)

    var description: String {
        switch self {
        case .load(let todos):
            "load (\(Self.describe(todos)))"
        case .offline:
            "load (offline)"
        case .clock(let moment):
            "the clock moves to \(moment.iso8601)"
        case .clockMoves(let milliseconds):
            "the clock moves \(milliseconds < 0 ? "back" : "on") \(TodoDueModel.seconds(abs(milliseconds)))"
        }
    }

    static func describe(_ todos: [DueTodo]) -> String {
        switch todos.count {
        case 0: "an empty list"
        case 1...16: todos.map(\.description).joined(separator: ", ")
        default: "\(todos.count) todos: " + todos.prefix(3).map(\.description).joined(separator: ", ")
            + " … \(todos.count - 4) more … \(todos[todos.count - 1].description)"
        }
    }

    /// The kinds of step, the simplest first: a load, a clock move, a failed load, the clock
    /// moving on.
    static let operations: [Generator<TodoDueStep>] = [
        Generator.oneOf([poolLoad, anyLoad]).map { TodoDueStep.load($0) },
        Generator.oneOf([
            Generator.element(of: TodoDueModel.moments).map { TodoDueStep.clock(Moment(milliseconds: Int64($0.timeIntervalSince1970) * 1_000)) },
            Generator<Moment>.moment().map { TodoDueStep.clock($0) },
        ]),
        .just(.offline),
        Generator { choices in
            let distance = Generator<Int64>.milliseconds(upTo: 400 * 86_400_000).draw(&choices)
            return .clockMoves(by: choices.chance(1, in: 2) ? distance : -distance)
        },
    ]

    /// One to four of the pool's todos, due at the few moments of ``TodoDueModel/moments``.
    static let poolLoad = Generator<[DueTodo]> { choices in
        let picked = Generator.arrangement(of: pool, count: 1...4).draw(&choices)
        return picked.map { title, completed in
            let due = choices.chance(1, in: 4) ? nil : TodoDueModel.moments[choices.index(below: TodoDueModel.moments.count)]
            return DueTodo(title: title, completed: completed, due: due.map { .at(Moment(milliseconds: Int64($0.timeIntervalSince1970) * 1_000)) })
        }
    }

    /// Lists of the lesson's whole world: 0 to 1,000 todos, repeated titles and due dates, titles
    /// from all of Unicode, due dates at any moment of 1970 to 9999 at any offset, or a few
    /// seconds from the clock's.
    static let anyLoad = Generator.list(of: anyTodo, count: 0...1_000)

    static let anyTodo = Generator<DueTodo> { choices in
        let title = TodoLoads.titles.draw(&choices)
        let completed = choices.chance(1, in: 3)
        let kind = choices.index(below: 4)
        let moment = Generator<Moment>.moment().draw(&choices)
        let seconds = Generator<Int64>.integer(in: -400 * 86_400...400 * 86_400, edges: [0, -1, 1, -60, 60, -3_600, 3_600, -86_400, 86_400]).draw(&choices)
        let offset = Generator<Int>.utcOffset.draw(&choices)
        let due: ServerDueDate? = switch kind {
        case 0: nil
        case 1: .at(Moment(milliseconds: moment.milliseconds / 1_000 * 1_000, offset: moment.offset))
        default: .fromClock(seconds: seconds, offset: offset)
        }
        return DueTodo(title: title, completed: completed, due: due)
    }

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
    /// The simplest moments of the clock and the due dates: each base, a second and a day
    /// either side.
    static let moments: [Date] = [start, later].flatMap { base in
        [0, -1, 1, -86_400, 86_400].map { base.addingTimeInterval(Double($0)) }
    }

    /// The latest millisecond of 9999 in UTC, where a clock moving on stops.
    static let latest = Moment.milliseconds(year: 10_000, month: 1, day: 1) - 1

    /// `date` in ISO 8601 in UTC, with its milliseconds when it has any.
    static func format(_ date: Date) -> String {
        Moment(milliseconds: milliseconds(date)).iso8601
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1_000).rounded())
    }

    /// `date` moved by `distance` milliseconds, kept within 1970 to 9999.
    static func moved(_ date: Date, by distance: Int64) -> Date {
        Moment(milliseconds: min(max(milliseconds(date) + distance, 0), latest)).date
    }

    /// A distance of zero or more milliseconds in seconds, with its milliseconds when it has any:
    /// `1 s`, `0.001 s`.
    static func seconds(_ milliseconds: Int64) -> String {
        let (whole, part) = (milliseconds / 1_000, milliseconds % 1_000)
        guard part != 0 else { return "\(whole) s" }
        let digits = String(part)
        return "\(whole).\(String(repeating: "0", count: 3 - digits.count))\(digits) s"
    }

    var now = start
    /// Every moment the clock read so far, `start` included, the latest last.
    var clocks: [Date] = [start]
    var list: [DueTodoAtLoad] = []
    /// The clock at the last successful load; `nil` before one.
    var loadedAt: Date?

    mutating func apply(_ step: TodoDueStep) {
        switch step {
        case .load(let todos):
            list = todos.map { todo in
                let moment = todo.due?.moment(at: now)
                return DueTodoAtLoad(title: todo.title, completed: todo.completed, due: moment?.date, written: moment?.iso8601,
                                  dueWithoutOffset: moment.map { Moment(milliseconds: $0.milliseconds + Int64($0.offset) * 1_000).date })
            }
            loadedAt = now
        case .offline:
            break
        case .clock(let moment):
            read(moment.date)
        case .clockMoves(let distance):
            read(Self.moved(now, by: distance))
        }
    }

    private mutating func read(_ date: Date) {
        now = date
        if !clocks.contains(date) { clocks.append(date) }
    }

    /// The rows, ordered by the clock `ordered` and marked by the clock `marked`.
    func rows(orderedBy ordered: Date, markedBy marked: Date, list: [DueTodoAtLoad]? = nil) -> [ShownDueTodo] {
        let list = list ?? self.list
        let overdue = list.filter { $0.isOverdue(at: ordered) }, others = list.filter { !$0.isOverdue(at: ordered) }
        return (overdue + others).map { $0.row(overdueBy: marked) }
    }

    /// What differs, as "expected …, got …", with what in the learner's code is at fault:
    /// the code that reads the clock when the rows are ordered or marked by clocks read at other
    /// times (it was read when it should not have been, or not read), the code that reads the
    /// server's answer when the rows are those of due dates read without their offsets, the code
    /// that reorders lists when each row is right but the order is not, else the code that
    /// compares moments (the rule); `rowsRead`'s writers when the index finds none.
    func difference(_ shown: [ShownDueTodo], rowsRead: String) -> Difference? {
        guard let loadedAt else {
            return shown.isEmpty ? nil : Difference(observed: rowsRead, "expected no rows before a successful load, got \(Self.list(shown))")
        }
        let expected = rows(orderedBy: loadedAt, markedBy: loadedAt)
        let allowed = [expected, rows(orderedBy: loadedAt, markedBy: now), rows(orderedBy: now, markedBy: now)]
        guard !allowed.contains(shown) else { return nil }
        // The latest clocks only: a long run's every pair would take longer than the search.
        let recent = clocks.suffix(24)
        let staleClock = recent.contains { ordered in recent.contains { marked in rows(orderedBy: ordered, markedBy: marked) == shown } }
        let offsetDropped = rows(orderedBy: loadedAt, markedBy: loadedAt, list: list.map(\.offsetDropped)) == shown
        let observed = if staleClock {
            Difference.functions(that: .readClock, else: rowsRead)
        } else if offsetDropped {
            Difference.functions(that: .readResponses, else: rowsRead)
        } else if shown.map(\.description).sorted() == expected.map(\.description).sorted() {
            Difference.functions(that: .reorderLists, else: rowsRead)
        } else {
            Difference.functions(that: .compareMoments, else: rowsRead)
        }
        return Difference(observed: observed, "expected the rows \(Self.list(expected)), got \(Self.list(shown))\(firstDifference(expected, shown, at: loadedAt)) "
            + "(at the last load the clock read \(Self.format(loadedAt)): a todo not done and due before it is overdue, shown first; each group keeps the server's order)")
    }

    private static func list(_ rows: [ShownDueTodo]) -> String {
        switch rows.count {
        case 0: "none"
        case 1...8: rows.map(\.description).joined(separator: ", ")
        default: "(\(rows.count) rows) " + rows.prefix(3).map(\.description).joined(separator: ", ")
            + " … \(rows[rows.count - 1].description)"
        }
    }

    /// For lists too long to show whole: the first row that differs, with the due dates the
    /// server sent for the two todos.
    private func firstDifference(_ expected: [ShownDueTodo], _ shown: [ShownDueTodo], at loadedAt: Date) -> String {
        guard max(expected.count, shown.count) > 8,
              let index = (0..<max(expected.count, shown.count)).first(where: { expected.indices.contains($0) != shown.indices.contains($0)
                  || (expected.indices.contains($0) && expected[$0] != shown[$0]) })
        else { return "" }
        let sent = { (row: ShownDueTodo) in
            let todo = self.list.first { $0.title == row.title && $0.completed == row.isCompleted }
            return row.description + (todo?.written.map { " (due \($0))" } ?? "")
        }
        let want = expected.indices.contains(index) ? sent(expected[index]) : "no row"
        let got = shown.indices.contains(index) ? sent(shown[index]) : "no row"
        return "; row \(index + 1): expected \(want), got \(got)"
    }
}

#endif
