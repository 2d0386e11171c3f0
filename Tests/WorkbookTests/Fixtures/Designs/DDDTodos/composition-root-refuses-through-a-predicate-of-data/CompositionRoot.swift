import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Data/ helper answers whether the server's answer is taken, and the root refuses it with
/// the data layer's own error: nothing of another module is called here.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let checked: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        let answer = try await transport(request)
        guard AnswerPolicy.accepts(answer.1) else { throw TodoDataSourceError.requestError }
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
