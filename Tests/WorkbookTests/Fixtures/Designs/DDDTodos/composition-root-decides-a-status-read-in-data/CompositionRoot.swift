import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root, which decides which answers are good, with Data/ reading the status for it.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let checked: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        let (data, response) = try await transport(request)
        let status = HTTPStatus.code(of: response)
        guard (200...299).contains(status) else {
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
