extension TodoListModel {
    /// The screen as the app shows it, on the real server.
    convenience init() {
        self.init(client: TodoClient(fetchTodos: fetchTodosFromServer))
    }
}
