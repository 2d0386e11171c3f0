// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import DDDTodosChangeSolution
#else
@testable import DDDTodos
#endif
import Foundation
import struct KataKit.Check
import struct KataKit.Rule

/// The second act of ddd-todos: todos get a due date from the server, and the list shows the
/// overdue ones first, marked (the same request as vanilla-todos', TodoDueChangeChecks.swift).
///
/// This file is compiled against the learner's code only once the change request is open: `kata`
/// then links it into Sources/ChangeChecks/DDDTodos/ (see DDDTodosChangeEntry.swift).
extension DDDTodosChangeChecks {
    static let changeChecks: [Check] = TodoDueChecks<DueComposedScreen>.all

    /// Where the change lives: the lesson's reading of "Against DDD" is that the layers bought
    /// one home for the rule.
    static let changeRules: [Rule] = [
        Rule("the overdue rule has one home, the domain: only Domain/ compares a due date with now",
             because: "the lesson's reading of the change: a new field crosses every layer, but the rule \"overdue\" lives in the domain, and the view model and Data/ ask it (`todo.isOverdue(on: today())`) or pass the date on; a second copy of the rule in the view or the mapping drifts from the first") { code in
            code.mustCompareMomentsOnly(in: code.folder("Domain"))
        },
    ]
}

/// The screen as the composition root builds it, with the clock, read as the user sees it.
@MainActor
final class DueComposedScreen: DueTodoScreen {
    private let view: TodoListView

    private init(view: TodoListView) {
        self.view = view
    }

    static func live(transport: @escaping HTTPTransport, today: @escaping @Sendable () -> Date) -> DueComposedScreen {
        DueComposedScreen(view: makeTodoListView(transport: transport, today: today))
    }

    static func app(transport: @escaping HTTPTransport) -> DueComposedScreen {
        DueComposedScreen(view: makeTodoListView(transport: transport))
    }

    /// `makeTodoListView(transport:today:)` is a function of no type: the runner finds it by
    /// the check's own lines.
    static var appClock: String? { nil }

    func load() async {
        await view.refresh()
    }

    var shownDueTodos: [ShownDueTodo] {
        view.rows.map { ShownDueTodo(title: $0.title, isCompleted: $0.isDone, isOverdue: $0.isOverdue) }
    }

    static var rowsRead: String { "TodoListView.rows" }
}

#endif
