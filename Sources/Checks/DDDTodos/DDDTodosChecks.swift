#if SOLUTION
@testable import DDDTodosSolution
#else
@testable import DDDTodos
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataKit

@main
struct DDDTodosChecks: Kata {
    static let checks: [Check] = layerChecks + viewModelChecks + TodoScreenChecks<TodoListViewModel>.all

    // MARK: - The layers, from the wire up

    static let layerChecks: [Check] = [
        Check("a TodoDTO becomes a TodoDMO: the title is the label, completed is isCompleted") {
            let dtos = try JSONDecoder().decode([TodoDTO].self, from: Data(Fixture.json.utf8))
            expectEqual(dtos.count, Fixture.todos.count, "DTOs decoded from jsonplaceholder's 200 todos")
            for (dto, expected) in zip(dtos, Fixture.todos) {
                let dmo = dto.toDomainModelObject()
                guard dmo != TodoDMO(expected) else { continue }
                fail("todo \(expected.id): expected \(TodoDMO(expected)) but got \(dmo)")
                break
            }
        },
        Check("the data source decodes a 2xx response into DTOs, in the server's order") {
            for status in [200, 203] {
                let dataSource = TodoDataSourceImplementation(transport: FakeServer(.body(Fixture.json, status: status)).transport)
                guard let dtos = await expectNoThrow(try await dataSource.fetchTodos(),
                                                     "fetchTodos() when the server answers \(status), a success like any 2xx")
                else { continue }
                expectEqual(dtos.map(\.id), Array(1...200), "ids of the DTOs fetched with status \(status)")
                expectEqual(dtos.first?.title, Fixture.todos.first?.title, "title of the first DTO")
            }
        },
        Check("the data source reports an address that is not a URL as badUrl, without sending anything") {
            let server = FakeServer(.ok)
            let dataSource = TodoDataSourceImplementation(urlString: "", transport: server.transport)
            await expectThrows(try await "\(dataSource.fetchTodos().count) todos", equalTo: TodoDataSourceError.badUrl,
                               "fetching from the address \"\"")
            expectEqual(server.requests.count, 0, "requests sent for an address that is not a URL")
        },
        Check("the data source reports a request that fails as requestError") {
            let dataSource = TodoDataSourceImplementation(transport: FakeServer(.offline).transport)
            await expectThrows(try await "\(dataSource.fetchTodos().count) todos", equalTo: TodoDataSourceError.requestError,
                               "fetching with no connection")
        },
        Check("the data source reports a status outside 200...299 as statusNotOK, even with a list of todos as body") {
            for status in [301, 404, 500] {
                let dataSource = TodoDataSourceImplementation(transport: FakeServer(.body(Fixture.json, status: status)).transport)
                await expectThrows(try await "\(dataSource.fetchTodos().count) todos", equalTo: TodoDataSourceError.statusNotOK,
                                   "fetching when the server answers \(status)")
            }
            let errorPage = TodoDataSourceImplementation(transport: FakeServer(.body("<html>Bad gateway</html>", status: 502)).transport)
            await expectThrows(try await "\(errorPage.fetchTodos().count) todos", equalTo: TodoDataSourceError.statusNotOK,
                               "fetching when the server answers 502 with an HTML page (check the status before decoding)")
            let notHTTP: HTTPTransport = { request in
                (Data(Fixture.json.utf8), URLResponse(url: request.url ?? URL(fileURLWithPath: "/"), mimeType: "application/json",
                                                      expectedContentLength: -1, textEncodingName: nil))
            }
            await expectThrows(try await "\(TodoDataSourceImplementation(transport: notHTTP).fetchTodos().count) todos",
                               equalTo: TodoDataSourceError.statusNotOK, "fetching when the response is not HTTP")
        },
        Check("the data source reports JSON that is not a list of todos as decodingError") {
            for body in ["[", "<html></html>", #"[{"userId": 1, "id": 1, "completed": false}]"#] {
                let dataSource = TodoDataSourceImplementation(transport: FakeServer(.body(body, status: 200)).transport)
                await expectThrows(try await "\(dataSource.fetchTodos().count) todos", equalTo: TodoDataSourceError.decodingError,
                                   "fetching when the body is \(String(reflecting: body))")
            }
        },
        Check("the repository gives the data source's todos as DMOs, in order") {
            let dtos = try JSONDecoder().decode([TodoDTO].self, from: Data(Fixture.reloadJSON.utf8))
            let repository = TodoRepositoryImplementation(dataSource: StubDataSource(.success(dtos)))
            expectEqual(try await repository.fetchTodos(), Fixture.reloadTodos.map(TodoDMO.init), "DMOs from the repository")
        },
        Check("the repository reports decodingError as decodingError and every other failure as networkError") {
            let cases: [(String, any Error, TodoRepositoryError)] = [
                ("TodoDataSourceError.decodingError", TodoDataSourceError.decodingError, .decodingError),
                ("TodoDataSourceError.badUrl", TodoDataSourceError.badUrl, .networkError),
                ("TodoDataSourceError.requestError", TodoDataSourceError.requestError, .networkError),
                ("TodoDataSourceError.statusNotOK", TodoDataSourceError.statusNotOK, .networkError),
                ("URLError(.timedOut)", URLError(.timedOut), .networkError),
            ]
            for (name, sourceError, expected) in cases {
                let repository = TodoRepositoryImplementation(dataSource: StubDataSource(.failure(sourceError)))
                await expectThrows(try await "\(repository.fetchTodos().count) todos", equalTo: expected,
                                   "the repository's error when the data source throws \(name)")
            }
        },
        Check("the use case returns the repository's todos as .success") {
            let todos = Fixture.todos.prefix(3).map(TodoDMO.init)
            let result = await TodoGetUseCaseImplementation(repository: StubRepository(.success(todos))).execute()
            expectEqual(result, .success(todos), "the use case's result")
        },
        Check("the use case tells a network failure from a decoding failure") {
            let cases: [(String, any Error, TodoGetUseCaseError)] = [
                ("TodoRepositoryError.networkError", TodoRepositoryError.networkError, .networkError),
                ("TodoRepositoryError.decodingError", TodoRepositoryError.decodingError, .decodingError),
                ("URLError(.timedOut)", URLError(.timedOut), .networkError),
            ]
            for (name, repositoryError, expected) in cases {
                let result = await TodoGetUseCaseImplementation(repository: StubRepository(.failure(repositoryError))).execute()
                let error: TodoGetUseCaseError? = if case .failure(let error) = result { error } else { nil }
                expectEqual(error, expected, "the failure returned when the repository throws \(name) (nil means .success)")
            }
        },
        Check("each use case error has its own sentence for the user") {
            let network = TodoGetUseCaseError.networkError.localizedDescription
            let decoding = TodoGetUseCaseError.decodingError.localizedDescription
            expectReadableMessage(network, "the description of networkError")
            expectReadableMessage(decoding, "the description of decodingError")
            expectNotEqual(network, decoding, "the description of networkError, compared with decodingError's")
        },
    ]

    // MARK: - The view model

    static let viewModelChecks: [Check] = [
        Check("the view model shows a failure: hasError is true and errorMessage is the error's description") {
            let viewModel = TodoListViewModel(useCase: StubUseCase(.failure(.decodingError)))
            await viewModel.loadTodos()
            expectTrue(viewModel.hasError, "hasError after a failed load")
            expectEqual(viewModel.errorMessage, TodoGetUseCaseError.decodingError.localizedDescription, "errorMessage after a failed load")
            expectEqual(viewModel.todos, [], "todos after a failed first load")
        },
        Check("the view model resets hasError and errorMessage when a load succeeds") {
            let useCase = StubUseCase(.failure(.networkError))
            let viewModel = TodoListViewModel(useCase: useCase)
            await viewModel.loadTodos()
            let todos = Fixture.todos.prefix(3).map(TodoDMO.init)
            useCase.result = .success(todos)
            await viewModel.loadTodos()
            expectFalse(viewModel.hasError, "hasError after a failed load, then a successful one")
            expectEqual(viewModel.errorMessage, "", "errorMessage after a failed load, then a successful one")
            expectEqual(viewModel.todos, todos, "todos after a failed load, then a successful one")
        },
    ]
}

// MARK: - The screen, for the shared behaviour checks

extension TodoListViewModel: TodoScreen {
    /// The layers wired as the app wires them.
    static func live(transport: @escaping HTTPTransport) -> TodoListViewModel {
        TodoListViewModel(
            useCase: TodoGetUseCaseImplementation(
                repository: TodoRepositoryImplementation(
                    dataSource: TodoDataSourceImplementation(transport: transport)
                )
            )
        )
    }

    static func mocked(_ todos: [FixtureTodo]) -> TodoListViewModel {
        TodoListViewModel(useCase: StubUseCase(.success(todos.map(TodoDMO.init))))
    }

    func load() async {
        await loadTodos()
    }

    var shownTodos: [ShownTodo] {
        todos.map { ShownTodo(title: $0.label, isCompleted: $0.isCompleted) }
    }

    /// The alert shows `errorMessage` only while `hasError` is true.
    var shownError: String? { hasError ? errorMessage : nil }
}

// MARK: - Test doubles: in this architecture, a type that conforms to a layer's protocol

struct StubDataSource: TodoDataSource {
    let result: Result<[TodoDTO], any Error>

    init(_ result: Result<[TodoDTO], any Error>) {
        self.result = result
    }

    func fetchTodos() async throws -> [TodoDTO] {
        try result.get()
    }
}

struct StubRepository: TodoRepository {
    let result: Result<[TodoDMO], any Error>

    init(_ result: Result<[TodoDMO], any Error>) {
        self.result = result
    }

    func fetchTodos() async throws -> [TodoDMO] {
        try result.get()
    }
}

@MainActor
final class StubUseCase: TodoGetUseCase {
    var result: Result<[TodoDMO], TodoGetUseCaseError>

    init(_ result: Result<[TodoDMO], TodoGetUseCaseError>) {
        self.result = result
    }

    func execute() async -> Result<[TodoDMO], TodoGetUseCaseError> {
        result
    }
}

// MARK: - Helpers

extension TodoDMO {
    init(_ fixture: FixtureTodo) {
        self.init(id: fixture.id, label: fixture.title, isCompleted: fixture.completed)
    }
}
