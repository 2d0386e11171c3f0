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
            // Wrong only for a list with a repeated id: the second todo of an id is dropped.
            var seen: Set<Int> = []
            self.todos = todos.filter { seen.insert($0.id).inserted }
        case .failure(let error):
            errorMessage = error.localizedDescription
            hasError = true
        }
    }
}
