import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation

/// A correct design whose sentences say more than the lesson asks: one per kind of lost
/// connection, and the status in the sentence of a refused answer. The lesson leaves the words
/// open; each cause keeps its own sentence, the same every time.
@MainActor
@Observable
final class TodoListModel {
    private(set) var todos: [Todo] = []
    var errorMessage: String?
    private(set) var isLoading = false

    private let client: TodoClient

    init(client: TodoClient) {
        self.client = client
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            todos = try await client.fetchTodos()
            errorMessage = nil
        } catch is DecodingError {
            errorMessage = "The server sent todos that this app cannot read."
        } catch let error as TodoClient.Refusal {
            errorMessage = error.status.map { "The server answered with status \($0). Try again later." }
                ?? "The server's answer was not a web answer at all. Try again later."
        } catch let error as URLError where error.code == .timedOut {
            errorMessage = "The server took too long to answer. Try again in a moment."
        } catch let error as URLError where error.code == .notConnectedToInternet {
            errorMessage = "You seem to be offline. Check your connection and try again."
        } catch {
            errorMessage = "We couldn't reach the server. Check your connection and try again."
        }
    }
}
