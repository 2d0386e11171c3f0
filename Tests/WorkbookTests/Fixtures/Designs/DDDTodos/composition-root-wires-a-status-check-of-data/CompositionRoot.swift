import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root: makes the parts and hands them to each other, the transport wrapped
/// by Data/'s status check.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let checked = StatusCheckingTransport.wrapping(transport)
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
