import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The same shape as the roots that decide, but this closure only forwards the request.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let forward: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        try await transport(request)
    }
    return TodoListView(
        viewModel: TodoListViewModel(
            useCase: TodoGetUseCaseImplementation(
                repository: TodoRepositoryImplementation(
                    dataSource: TodoDataSourceImplementation(transport: forward)
                )
            )
        )
    )
}
