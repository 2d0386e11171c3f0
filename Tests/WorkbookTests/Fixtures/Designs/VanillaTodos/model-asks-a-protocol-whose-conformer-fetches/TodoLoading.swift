import Foundation

/// Anything that can load the todos through a client.
protocol TodoLoading: Sendable {
    func loadTodos(from client: TodoClient) async throws -> [Todo]
}

/// Loads the todos and hands the screen a copy of its own, made through JSON.
struct CopyingLoader: TodoLoading {
    func loadTodos(from client: TodoClient) async throws -> [Todo] {
        let todos = try await client.fetchTodos()
        return try JSONDecoder().decode([Todo].self, from: JSONEncoder().encode(todos))
    }
}
