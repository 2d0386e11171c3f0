/// The domain's todos, as the screen counts them.
typealias DomainTodos = [TodoDMO]

extension TodoListViewModel {
    /// How many of the todos are still open: the screen's arithmetic on domain values.
    static func openCount(of todos: DomainTodos) -> Int {
        todos.filter { !$0.isCompleted }.count
    }
}
