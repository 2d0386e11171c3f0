/// Where previews get their todos: subclass it and override `todos()`.
class PreviewTodos {
    func todos() -> [Todo] {
        fatalError("a subclass overrides todos()")
    }
}

/// A double for previews: a screen with no todos.
final class NoTodos: PreviewTodos {
    override func todos() -> [Todo] {
        []
    }
}

extension TodoClient {
    /// A client for previews, over any source of todos.
    static func preview(_ source: PreviewTodos) -> TodoClient {
        let todos = source.todos()
        return TodoClient { todos }
    }
}
