import Observation

/// The todo list screen's state. A SwiftUI view shows `todos`, binds its alert to `hasError`,
/// and calls `loadTodos()` from `.task` and from pull-to-refresh.
@MainActor
@Observable
final class TodoListViewModel {
    private(set) var todos: [TodoDMO] = []
    private(set) var errorMessage = ""
    /// Bound to the alert, which sets it back to `false` when the user dismisses it.
    var hasError = false

    private let useCase: any TodoGetUseCase

    init(useCase: any TodoGetUseCase) {
        self.useCase = useCase
    }

    /// Gets the todos and shows them, or says why it could not.
    ///
    /// A failed reload keeps the todos already on screen (the article emptied the list):
    /// a list that is a little old, with an error saying so, is more use than an empty one.
    func loadTodos() async {
        // TODO: run the use case. On success show its todos and no error; on failure keep the
        // todos, set hasError and put the error's description in errorMessage.
        fatalError("TODO: run the use case and turn its Result into state")
    }
}
