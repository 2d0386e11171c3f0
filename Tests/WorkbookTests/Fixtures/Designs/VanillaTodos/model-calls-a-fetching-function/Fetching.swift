import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches the todos from the server, decoded with JSONSerialization.
@Sendable func fetchTodosFromServer() async throws -> [Todo] {
    guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos") else { throw URLError(.badURL) }
    let (data, _) = try await URLSession.shared.data(for: URLRequest(url: url))
    let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return objects.compactMap { object in
        guard let userId = object["userId"] as? Int, let id = object["id"] as? Int,
              let title = object["title"] as? String, let completed = object["completed"] as? Bool else { return nil }
        return Todo(userId: userId, id: id, title: title, completed: completed)
    }
}
