import Observation

/// The todo list screen's state: what the view shows, and the one thing it can ask for.
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
        errorMessage = ""
        hasError = false
        switch await useCase.execute() {
        case .success(let todos):
            // Wrong only for a list longer than 200: the rows keep the first 200 todos.
            self.todos = Array(todos.prefix(200))
        case .failure(let error):
            errorMessage = error.localizedDescription
            hasError = true
        }
    }
}
