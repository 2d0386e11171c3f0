import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The todos of jsonplaceholder, over any transport.
struct HTTPTodoSource: TodoSource {
    let transport: @Sendable (URLRequest) async throws -> (Data, URLResponse)

    /// A todo as the server spells it.
    private struct Payload: Decodable {
        let id: Int
        let title: String
        let completed: Bool
    }

    func todos() async throws(TodoSourceError) -> [TodoItem] {
        guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else { throw .unreachable }
        let reply: (Data, URLResponse)
        do {
            reply = try await transport(URLRequest(url: url))
        } catch {
            throw .unreachable
        }
        guard let status = (reply.1 as? HTTPURLResponse)?.statusCode, 200 <= status, status < 300 else {
            throw .unreachable
        }
        do {
            return try JSONDecoder().decode([Payload].self, from: reply.0)
                .map { TodoItem(id: $0.id, label: $0.title, isDone: $0.completed) }
        } catch {
            throw .unreadable
        }
    }
}
