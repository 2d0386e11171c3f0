/// The todos as the screen lists them.
typealias TodoList = [Todo]

extension TodoListModel {
    /// How many todos are still open: the screen's own arithmetic, not the client's business.
    var openCount: Int { openTodos(in: todos).count }
}

/// The open todos of a list.
func openTodos(in todos: TodoList) -> TodoList {
    todos.filter { !$0.completed }
}
