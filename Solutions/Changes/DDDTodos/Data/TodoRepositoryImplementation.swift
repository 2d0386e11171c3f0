/// The repository over one data source: maps its DTOs to DMOs and its errors to the domain's.
struct TodoRepositoryImplementation: TodoRepository {
    private let dataSource: any TodoDataSource

    init(dataSource: any TodoDataSource) {
        self.dataSource = dataSource
    }

    func fetchTodos() async throws -> [TodoDMO] {
        do {
            let todosDTO = try await dataSource.fetchTodos()
            return todosDTO.map { $0.toDomainModelObject() }
        } catch TodoDataSourceError.decodingError {
            throw TodoRepositoryError.decodingError
        } catch {
            throw TodoRepositoryError.networkError
        }
    }
}
