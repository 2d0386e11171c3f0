import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking // URLRequest and URLResponse live here on Linux.
#endif

/// The composition root: the one place that knows every part of the app and puts them together.
/// The app calls it with `URLSession.shared.data(for:)`; the checks call it with a fake server.
///
/// Keep this function's name and signature, and keep this file outside Presentation/, Domain/
/// and Data/: it is the only code allowed to know all three. Its body changes with your layers.
/// It is also the one place that reads the device's clock: `today` is the app's real clock unless
/// a caller passes another.
@MainActor
func makeTodoListView(transport: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse),
                      today: @escaping @Sendable () -> Date = { Date() }) -> TodoListView {
    TodoListView(
        viewModel: TodoListViewModel(
            useCase: TodoGetUseCaseImplementation(
                repository: TodoRepositoryImplementation(
                    dataSource: TodoDataSourceImplementation(transport: transport)
                ),
                today: today
            ),
            today: today
        )
    )
}
