import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The status is read by a Data/ helper and accepted here, with no `if`, `guard`, `==` or
/// `contains`: the place of the status in a list, or a throw.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let checked: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        let (data, response) = try await transport(request)
        let refuse: () throws -> Int = { throw TodoDataSourceError.requestError }
        let accepted = Array(200...299)
        _ = try accepted.firstIndex(of: HTTPStatus.code(of: response)) ?? refuse()
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
