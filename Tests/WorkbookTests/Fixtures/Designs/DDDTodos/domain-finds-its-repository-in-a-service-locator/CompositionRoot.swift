import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // URLRequest and URLResponse live here on Linux.
#endif

/// The composition root: the one place that knows every part of the app and puts them together.
/// The app calls it with `URLSession.shared.data(for:)`; the checks call it with a fake server.
///
/// Keep this function's name and signature, and keep this file outside Presentation/, Domain/
/// and Data/: it is the only code allowed to know all three. Its body changes with your layers.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse)) -> TodoListView {
    let repository = TodoRepositoryImplementation(dataSource: TodoDataSourceImplementation(transport: transport))
    TodoServices.fetchTodos = { try await repository.fetchTodos() }
    return TodoListView(viewModel: TodoListViewModel(useCase: TodoGetUseCaseImplementation()))
}
