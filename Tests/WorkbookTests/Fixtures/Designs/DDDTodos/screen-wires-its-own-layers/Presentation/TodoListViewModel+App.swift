extension TodoListViewModel {
    /// The view model as the app shows it, on the real network.
    convenience init() {
        self.init(useCase: TodoGetUseCaseImplementation(
            repository: TodoRepositoryImplementation(dataSource: TodoDataSourceImplementation())
        ))
    }
}
