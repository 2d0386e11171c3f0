extension TodoClient {
    /// Fetches the todos and calls back with them or with why not: the callback API of an
    /// older client.
    func fetchTodos(then completion: @escaping @Sendable (Result<[Todo], any Error>) -> Void) {
        Task {
            do {
                completion(.success(try await fetchTodos()))
            } catch {
                completion(.failure(error))
            }
        }
    }
}
