/// What the app needs from the outside world: the todos. Declared in the domain as a struct of
/// closures, so that Data/ provides the live value and tests any closure they like.
struct TodoClient: Sendable {
    var fetchTodos: @Sendable () async throws -> [Todo]

    /// A client that returns `todos` at once, for tests and previews.
    static func mock(_ todos: [Todo]) -> TodoClient {
        TodoClient { todos }
    }
}
