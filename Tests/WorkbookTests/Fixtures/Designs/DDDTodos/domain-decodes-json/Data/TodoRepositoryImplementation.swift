import Foundation

/// The repository over one data source: decodes its bytes and maps its errors to the domain's.
struct TodoRepositoryImplementation: TodoRepository {
    private let dataSource: any TodoDataSource

    init(dataSource: any TodoDataSource) {
        self.dataSource = dataSource
    }

    func fetchTodos() async throws -> [TodoDMO] {
        let data: Data
        do {
            data = try await dataSource.fetchTodos()
        } catch {
            throw TodoRepositoryError.networkError
        }
        do {
            return try TodoDMO.list(from: data)
        } catch {
            throw TodoRepositoryError.decodingError
        }
    }
}
