/// Where the domain finds its services: the composition root fills them in at launch.
enum TodoServices {
    nonisolated(unsafe) static var fetchTodos: (@Sendable () async throws -> [TodoDMO])!
}
