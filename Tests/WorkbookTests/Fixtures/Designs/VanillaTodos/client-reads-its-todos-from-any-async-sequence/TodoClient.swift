import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // URLSession, URLRequest and URLResponse live here on Linux.
#endif

/// Fetches the todos.
struct TodoClient: Sendable {
    var fetchTodos: @Sendable () async throws -> [Todo]
}

extension TodoClient {
    /// Sends a request and returns what came back: `URLSession` in the app, a fake in tests.
    typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// A client over any asynchronous source of todos: the server's in the app, a list's in
    /// previews. Swapping the implementation means passing another sequence.
    init<Source: AsyncSequence & Sendable>(source: Source) where Source.Element == [Todo] {
        self.init {
            for try await todos in source {
                return todos
            }
            return []
        }
    }

    /// The real client: asks jsonplaceholder for its todos through `transport`.
    static func live(
        transport: @escaping Transport = { try await URLSession.shared.data(for: $0) }
    ) -> TodoClient {
        TodoClient(source: ServerTodos(transport: transport))
    }

    /// A client for tests: returns `todos` and never touches the network.
    static func mock(_ todos: [Todo]) -> TodoClient {
        TodoClient { todos }
    }

    /// A client for previews, over the same seam as the live one.
    static func preview(_ todos: [Todo]) -> TodoClient {
        TodoClient(source: ListedTodos(todos: todos))
    }
}

/// The server's todos, sent once.
struct ServerTodos: AsyncSequence, Sendable {
    typealias Element = [Todo]

    let transport: TodoClient.Transport

    struct AsyncIterator: AsyncIteratorProtocol {
        let transport: TodoClient.Transport
        var isDone = false

        mutating func next() async throws -> [Todo]? {
            guard !isDone else { return nil }
            isDone = true
            guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else {
                throw URLError(.badURL)
            }
            let (data, response) = try await transport(URLRequest(url: url))
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw URLError(.badServerResponse)
            }
            return try JSONDecoder().decode([Todo].self, from: data)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(transport: transport)
    }
}

/// A list of todos, given once.
struct ListedTodos: AsyncSequence, Sendable {
    typealias Element = [Todo]

    let todos: [Todo]

    struct AsyncIterator: AsyncIteratorProtocol {
        var todos: [Todo]?

        mutating func next() async -> [Todo]? {
            defer { todos = nil }
            return todos
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(todos: todos)
    }
}
