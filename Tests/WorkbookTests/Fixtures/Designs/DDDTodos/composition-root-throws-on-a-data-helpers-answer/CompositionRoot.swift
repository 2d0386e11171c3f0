import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The composition root, which throws away answers that Data/ says are not a success.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let checked: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        let answer = try await transport(request)
        if !HTTPAnswer.isSuccess(answer.1) { throw URLError(.badServerResponse) }
        return answer
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
