import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root, which also checks the status of every answer on the way.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let checked: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        let (data, response) = try await transport(request)
        guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return (data, response)
    }
    return TodoListView(
        viewModel: TodoListViewModel(
            useCase: TodoGetUseCaseImplementation(
                repository: TodoRepositoryImplementation(
                    dataSource: TodoDataSourceImplementation(transport: checked)
                )
            )
        )
    )
}
