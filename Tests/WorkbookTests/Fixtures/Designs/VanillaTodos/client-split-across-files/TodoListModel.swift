import Foundation
import Observation

@Observable
@MainActor
final class TodoListModel {
    private(set)
    var todos: [Todo] = []

    var errorMessage: String?

    @ObservationIgnored
    private let client: TodoClient

    private(set) var isLoading = false

    init(client: TodoClient) {
        self.client = client
    }

    func load() async {
        isLoading = true
        do {
            let fetched = try await client.fetchTodos()
            todos = fetched
            errorMessage = nil
        } catch is URLError {
            errorMessage = "Could not load your todos. Pull to try again."
        } catch {
            errorMessage = "The server's answer could not be read. It is not something you can fix."
        }
        isLoading = false
    }
}
