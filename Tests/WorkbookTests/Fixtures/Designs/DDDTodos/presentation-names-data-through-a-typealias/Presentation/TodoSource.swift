/// What the screen calls its source of todos: a new name for the data layer's type.
typealias TodoSource = TodoDataSourceImplementation

extension TodoListViewModel {
    /// Whether a source is the live one.
    static func isLive(_ source: TodoSource) -> Bool { true }
}
