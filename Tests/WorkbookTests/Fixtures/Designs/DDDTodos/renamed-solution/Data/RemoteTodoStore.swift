/// The repository over one data source: maps its DTOs to DMOs and its errors to the domain's.
struct RemoteTodoStore: TodoStore {
    private let dataSource: any TodoAPI

    init(dataSource: any TodoAPI) {
        self.dataSource = dataSource
    }

    func fetchTodos() async throws -> [TodoEntry] {
        do {
            let todosDTO = try await dataSource.fetchTodos()
            return todosDTO.map { $0.toDomainModelObject() }
        } catch APIFailure.decodingError {
            throw TodoStoreFailure.decodingError
        } catch {
            throw TodoStoreFailure.networkError
        }
    }
}
