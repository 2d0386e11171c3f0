/// Gives the domain its todos, whatever the data source calls them.
protocol TodoRepository: Sendable {
    func fetchTodos() async throws -> [TodoDMO]
}

enum TodoRepositoryError: Error, Equatable {
    case decodingError
    case networkError
}

/// The repository over one data source: maps its DTOs to DMOs and its errors to its own.
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
