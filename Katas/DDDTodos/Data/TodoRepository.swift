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
        // TODO: the data source's DTOs as DMOs. Its decodingError becomes this repository's
        // decodingError; any other failure becomes networkError.
        fatalError("TODO: fetch from the data source and map todos and errors")
    }
}
