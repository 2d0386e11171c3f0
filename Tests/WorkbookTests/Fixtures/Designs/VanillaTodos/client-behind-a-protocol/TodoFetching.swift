/// Anything that can fetch todos: the real client, or a double in tests.
protocol TodoFetching: Sendable {
    var fetchTodos: @Sendable () async throws -> [Todo] { get }
}

extension TodoClient: TodoFetching {}
