import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root, with the whole data layer inside: no Data/ folder at all.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    struct Wire: Decodable {
        let id: Int
        let title: String
        let completed: Bool
    }
    struct ServerRepository: TodoRepository {
        let transport: @Sendable (URLRequest) async throws -> (Data, URLResponse)

        func fetchTodos() async throws -> [TodoDMO] {
            guard let url = URL(string: "https://jsonplaceholder.typicode.com/todos"),
                  let (data, response) = try? await transport(URLRequest(url: url)),
                  let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
                throw TodoRepositoryError.networkError
            }
            guard let wires = try? JSONDecoder().decode([Wire].self, from: data) else {
                throw TodoRepositoryError.decodingError
            }
            return wires.map { TodoDMO(id: $0.id, label: $0.title, isCompleted: $0.completed) }
        }
    }
    return TodoListView(
        viewModel: TodoListViewModel(
            useCase: TodoGetUseCaseImplementation(repository: ServerRepository(transport: transport))
        )
    )
}
