// Compiled into the learner's act-2 executable only by `kata`'s builds (KATA_CHANGE_CHECKS, see
// Package.swift), and always into the reference's: `swift build` builds at every point of act 2.
#if KATA_CHANGE_CHECKS || CHANGE_SOLUTION

#if CHANGE_SOLUTION
@testable import VanillaTodosChangeSolution
#else
@testable import VanillaTodos
#endif
import Foundation
import struct KataKit.Check

/// The second act of vanilla-todos: todos get a due date from the server, and the list shows
/// the overdue ones first, marked (the same request as ddd-todos', TodoDueChangeChecks.swift).
///
/// This file is compiled against the learner's code only once the change request is open: `kata`
/// then links it into Sources/ChangeChecks/VanillaTodos/ (see VanillaTodosChangeEntry.swift).
extension VanillaTodosChangeChecks {
    static let changeChecks: [Check] = TodoDueChecks<TodoListModel>.all
}

extension TodoListModel: DueTodoScreen {
    static func live(transport: @escaping HTTPTransport, today: @escaping @Sendable () -> Date) -> Self {
        Self(client: .live(transport: transport), today: today)
    }

    static func app(transport: @escaping HTTPTransport) -> Self {
        Self(client: .live(transport: transport))
    }

    static var appClock: String? { "TodoListModel.init(client:today:)" }

    var shownDueTodos: [ShownDueTodo] {
        todos.map { ShownDueTodo(title: $0.title, isCompleted: $0.completed, isOverdue: isOverdue($0)) }
    }

    static var rowsRead: String { "TodoListModel.todos" }
}

#endif
