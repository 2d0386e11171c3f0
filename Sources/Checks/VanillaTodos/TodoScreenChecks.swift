// Shared by the vanilla-todos and ddd-todos checks: this file lives here and is symlinked into
// the other three checks folders. It knows neither kata: each kata's checks file makes its own
// screen type conform to `TodoScreen`, and both katas must pass the very same checks.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataKit

/// Sends a request and returns what came back, like `URLSession.data(for:)`.
typealias HTTPTransport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

/// What the behaviour checks need from a kata: a todo list screen that loads and shows todos.
@MainActor
protocol TodoScreen: AnyObject, Sendable {
    /// The screen wired as the app wires it, with `transport` in place of the network.
    static func live(transport: @escaping HTTPTransport) -> Self
    /// What the screen does when it appears and on pull-to-refresh.
    func load() async
    /// The rows on screen, in order.
    var shownTodos: [ShownTodo] { get }
    /// The error on screen, or `nil` when none is shown.
    var shownError: String? { get }
    /// What the rows and the error read in the learner's code, each as a path from a type
    /// (`TodoListModel.todos`): a search's failure then names the function that wrote it; and
    /// the code that reads the server's answer (`TodoClient.live(transport:)`, or the functions
    /// that read responses), named when the screen took an answer for the other outcome.
    static var reads: (rows: String, error: String, answer: String) { get }
}

/// One row of the list, as the user sees it.
struct ShownTodo: Equatable, CustomStringConvertible {
    let title: String
    let isCompleted: Bool

    /// `[x] "buy oat milk"`: the title in quotes, every scalar outside ASCII as `\u{…}` (a thin
    /// space or a decomposed letter is told apart from its look-alike).
    var description: String {
        "\(isCompleted ? "[x]" : "[ ]") \"\(title.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\""
    }
}

/// The behaviour both katas share, whatever the architecture behind the screen.
enum TodoScreenChecks<Screen: TodoScreen> {
    static var all: [Check] {
        [
            Check("before its first load the screen shows no todos and no error, and has sent no request") {
                let server = FakeServer(.ok)
                let screen = Screen.live(transport: server.transport)
                expectSameRows(screen.shownTodos, [], "todos shown by a new screen, before load()")
                KataKit.expectNil(screen.shownError, "error shown by a new screen, before load()")
                KataKit.expectEqual(server.requests.count, 0, "requests sent while building the screen, before load()")
            },
            Check("a successful load shows the 200 todos of the server, in order, and no error") {
                let server = FakeServer(.ok)
                let screen = Screen.live(transport: server.transport)
                await screen.load()
                expectSameRows(screen.shownTodos, Fixture.todos.map(\.shown), "todos shown after the server sent its 200 todos")
                KataKit.expectNil(screen.shownError, "error shown after a successful load")
            },
            Check("the todos are fetched with one GET of jsonplaceholder's /todos, through the injected transport") {
                let server = FakeServer(.ok)
                let screen = Screen.live(transport: server.transport)
                await screen.load()
                KataKit.expectEqual(server.requests.count, 1, "requests that reached the injected transport during one load")
                let request = try KataKit.unwrap(server.requests.first, "the request")
                let address = request.url?.absoluteString ?? ""
                KataKit.expectEqual(address.hasSuffix("/") ? String(address.dropLast()) : address,
                                    "https://jsonplaceholder.typicode.com/todos", "the request's URL")
                KataKit.expectEqual(request.httpMethod ?? "GET", "GET", "the request's method")
            },
            Check("when the request fails, no todos are shown but a message a person can read is") {
                let screen = Screen.live(transport: FakeServer(.offline).transport)
                await screen.load()
                expectSameRows(screen.shownTodos, [], "todos shown after a first load that could not reach the server")
                expectReadableMessage(screen.shownError, "error shown when the server cannot be reached")
            },
            Check("a status outside 200...299 is a failure, even when its body is a list of todos") {
                // 199 and 300 are the edges: `200...300` or `200..<301` would let a 300 through;
                // 1xx and 304 are the statuses a `< 400` or `!= 4xx/5xx` test lets through.
                for status in FakeServer.failingStatuses {
                    let screen = Screen.live(transport: FakeServer(.body(Fixture.json, status: status)).transport)
                    await screen.load()
                    expectSameRows(screen.shownTodos, [], "todos shown after a status \(status) whose body is a list of todos")
                    expectReadableMessage(screen.shownError, "error shown after a status \(status)")
                }
            },
            Check("every status from 200 to 299 is a success, the edges included") {
                for status in FakeServer.succeedingStatuses {
                    let screen = Screen.live(transport: FakeServer(.body(Fixture.reloadJSON, status: status)).transport)
                    await screen.load()
                    expectSameRows(screen.shownTodos, Fixture.reloadTodos.map(\.shown), "todos shown after a status \(status)")
                    KataKit.expectNil(screen.shownError, "error shown after a status \(status), a success")
                }
            },
            Check("JSON that is not a list of todos is a failure with a readable message, not a crash") {
                for (kind, body) in Fixture.unreadableBodies {
                    let screen = Screen.live(transport: FakeServer(.body(body, status: 200)).transport)
                    await screen.load()
                    expectSameRows(screen.shownTodos, [], "todos shown after \(kind)")
                    expectReadableMessage(screen.shownError, "error shown after \(kind)")
                }
            },
            Check("a failed reload keeps the todos already shown, and shows the error") {
                let failures: [(String, FakeServer.Reply)] = [
                    ("no connection", .offline),
                    ("status 500", .body(Fixture.reloadJSON, status: 500)),
                    ("JSON cut short", .body("[", status: 200)),
                ]
                // A new screen for each kind of failure, so that each label names the only
                // reload that happened before it.
                for (kind, reply) in failures {
                    let server = FakeServer(.ok)
                    let screen = Screen.live(transport: server.transport)
                    await screen.load()
                    guard screen.shownTodos == Fixture.todos.map(\.shown) else {
                        KataKit.fail("before the reload that fails with \(kind): the first, successful load should show the server's 200 todos "
                                     + "but shows \(shownInstead(screen.shownTodos)); see the check of a successful load")
                        continue
                    }
                    server.reply = reply
                    await screen.load()
                    expectSameRows(screen.shownTodos, Fixture.todos.map(\.shown),
                                   "todos shown after a successful load, then a reload that failed with \(kind)")
                    expectReadableMessage(screen.shownError, "error shown after a reload that failed with \(kind)")
                }
            },
            Check("a successful retry after a failure clears the error") {
                let server = FakeServer(.offline)
                let screen = Screen.live(transport: server.transport)
                await screen.load()
                KataKit.expectNotNil(screen.shownError, "error shown after the failed load")
                server.reply = .ok
                await screen.load()
                KataKit.expectNil(screen.shownError, "error shown after the retry succeeded")
                expectSameRows(screen.shownTodos, Fixture.todos.map(\.shown), "todos shown after the retry succeeded")
            },
            Check("loading again replaces the todos: nothing is duplicated or left over") {
                let server = FakeServer(.ok)
                let screen = Screen.live(transport: server.transport)
                await screen.load()
                await screen.load()
                expectSameRows(screen.shownTodos, Fixture.todos.map(\.shown), "todos shown after loading the same list twice")
                server.reply = .body(Fixture.reloadJSON, status: 200)
                await screen.load()
                expectSameRows(screen.shownTodos, Fixture.reloadTodos.map(\.shown),
                               "todos shown after the server's list changed to two todos (one of them now completed)")
                KataKit.expectEqual(server.requests.count, 3, "requests sent for three loads")
            },
            Check("a successful reload clears the error, even when the server's list is empty") {
                let server = FakeServer(.offline)
                let screen = Screen.live(transport: server.transport)
                await screen.load()
                KataKit.expectNotNil(screen.shownError, "error shown after the failed load")
                server.reply = .body("[]", status: 200)
                await screen.load()
                KataKit.expectNil(screen.shownError, "error shown after a retry whose answer was an empty list, a success")
                expectSameRows(screen.shownTodos, [], "todos shown after a retry whose answer was an empty list")
                server.reply = .ok
                await screen.load()
                server.reply = .body("[]", status: 200)
                await screen.load()
                expectSameRows(screen.shownTodos, [], "todos shown after 200 todos, then a reload whose answer was an empty list")
            },
            Check("while a reload waits for the server, the todos already shown stay on screen") {
                let server = FakeServer(.ok)
                let screen = Screen.live(transport: server.transport)
                await screen.load()
                guard screen.shownTodos == Fixture.todos.map(\.shown) else {
                    KataKit.fail("before the reload: the first, successful load should show the server's 200 todos but shows "
                                 + "\(shownInstead(screen.shownTodos)); see the check of a successful load")
                    return
                }
                server.reply = .body(Fixture.reloadJSON, status: 200)
                server.holdsAnswers = true
                let reload = Task { await screen.load() }
                guard await server.waitForHeldRequest() else {
                    KataKit.fail("expected the reload to send a request and wait for the answer, but no request reached the server")
                    return
                }
                expectSameRows(screen.shownTodos, Fixture.todos.map(\.shown),
                               "todos shown while the reload waits for the server's answer (the user is still reading them)")
                server.releaseHeldAnswers()
                await reload.value
                expectSameRows(screen.shownTodos, Fixture.reloadTodos.map(\.shown), "todos shown once the reload's answer arrived")
            },
            Check("a lost connection and an answer the app cannot read show two different messages, each the same every time") {
                // What the user can do differs: try again once online, or nothing (the server sent
                // what this app cannot read). One sentence for both misleads. The words are yours.
                var connectionMessages: [String: String] = [:]
                for (kind, error) in FakeServer.connectionFailures {
                    guard let message = await shownMessage(after: .failure(error), "error shown when \(kind)",
                                                           notFrom: error) else { continue }
                    connectionMessages[kind] = message
                }
                for (kind, body) in Fixture.unreadableBodies {
                    guard let message = await shownMessage(after: .body(body, status: 200), "error shown after \(kind)")
                    else { continue }
                    if let (connectionKind, _) = connectionMessages.first(where: { $0.value == message }) {
                        KataKit.fail("error shown after \(kind), with status 200: expected a message other than the one shown when "
                                     + "\(connectionKind) (the connection works; the app cannot read the server's answer), but both "
                                     + "are \(String(reflecting: message))")
                    }
                }
            },
            Check("each failure shows its own message, not the message of an earlier one") {
                let orders: [(String, FakeServer.Reply, String, FakeServer.Reply)] = [
                    ("a lost connection", .offline, "JSON cut short", .body("[", status: 200)),
                    ("JSON cut short", .body("[", status: 200), "a lost connection", .offline),
                ]
                for (firstKind, first, secondKind, second) in orders {
                    let alone = Screen.live(transport: FakeServer(second).transport)
                    await alone.load()
                    let server = FakeServer(first)
                    let screen = Screen.live(transport: server.transport)
                    await screen.load()
                    server.reply = second
                    await screen.load()
                    KataKit.expectEqual(screen.shownError, alone.shownError,
                                        "error shown after \(firstKind), then \(secondKind) (expected the message a new screen "
                                        + "shows after \(secondKind) alone)")
                }
            },
        ]
    }
}

// MARK: - Helpers

/// A stand-in for jsonplaceholder: answers every request with `reply` and keeps the requests.
///
/// While `holdsAnswers` is set, a request waits for `releaseHeldAnswers()` before it is
/// answered, so that a check can look at the screen while its request is in flight.
@MainActor
final class FakeServer {
    enum Reply {
        /// A response with this body and HTTP status.
        case body(String, status: Int)
        /// No response: the request itself fails.
        case failure(URLError)
        /// A response that is not HTTP (a `URLResponse`, as a `file:` or `data:` URL gets), with this body.
        case notHTTP(String)

        static let ok = Reply.body(Fixture.json, status: 200)
        static let offline = Reply.failure(URLError(.notConnectedToInternet))
    }

    /// Statuses that are not a success: the edges of 2xx, informational ones, redirects
    /// (304 included), client and server errors.
    static let failingStatuses = [100, 101, 103, 199, 300, 301, 304, 307, 400, 401, 404, 418, 500, 503, 599]
    /// Successes: the edges of 2xx and some between.
    static let succeedingStatuses = [200, 201, 203, 226, 299]
    /// Ways a request fails before any answer arrives, named for the failure messages.
    static let connectionFailures: [(String, URLError)] = [
        ("the device is offline", URLError(.notConnectedToInternet)),
        ("the connection was lost", URLError(.networkConnectionLost)),
        ("the request timed out", URLError(.timedOut)),
        ("the server's name cannot be found", URLError(.cannotFindHost)),
    ]

    var reply: Reply
    private(set) var requests: [URLRequest] = []
    var holdsAnswers = false
    private var heldAnswers: [CheckedContinuation<Void, Never>] = []

    init(_ reply: Reply) {
        self.reply = reply
    }

    /// What the code under test is given in place of the network.
    var transport: HTTPTransport {
        { request in try await self.answer(request) }
    }

    /// Waits (a second at most) until a request is held.
    /// - Returns: `false` when none arrived.
    func waitForHeldRequest() async -> Bool {
        for _ in 0..<1000 where heldAnswers.isEmpty {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return !heldAnswers.isEmpty
    }

    /// Answers the held requests, and stops holding.
    func releaseHeldAnswers() {
        holdsAnswers = false
        let held = heldAnswers
        heldAnswers = []
        for answer in held { answer.resume() }
    }

    private func answer(_ request: URLRequest) async throws -> (Data, URLResponse) {
        requests.append(request)
        if holdsAnswers {
            await withCheckedContinuation { heldAnswers.append($0) }
        }
        switch reply {
        case .failure(let error):
            throw error
        case .body(let body, let status):
            let url = request.url ?? URL(fileURLWithPath: "/")
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1",
                                           headerFields: ["Content-Type": "application/json; charset=utf-8"])!
            return (Data(body.utf8), response)
        case .notHTTP(let body):
            let url = request.url ?? URL(fileURLWithPath: "/")
            return (Data(body.utf8), URLResponse(url: url, mimeType: "application/json", expectedContentLength: body.utf8.count,
                                                 textEncodingName: "utf-8"))
        }
    }
}

/// Expects the same rows, and names the first row that differs rather than printing 200 rows.
func expectSameRows(_ actual: [ShownTodo], _ expected: [ShownTodo], _ label: String,
                    file: StaticString = #filePath, line: UInt = #line) {
    guard actual != expected else { return }
    if actual.count != expected.count {
        KataKit.fail("\(label): expected \(expected.count) todos but got \(actual.count)"
                     + (actual.isEmpty ? "" : ", starting with \(actual.prefix(3).map(\.description).joined(separator: ", "))"),
                     file: file, line: line)
    } else if let index = actual.indices.first(where: { actual[$0] != expected[$0] }) {
        KataKit.fail("\(label): row \(index + 1) should be \(expected[index]) but is \(actual[index])", file: file, line: line)
    }
}

/// What a screen showed instead of the server's 200 todos, in a few words: how many, or, when
/// there are 200, the first row that differs.
func shownInstead(_ shown: [ShownTodo]) -> String {
    let expected = Fixture.todos.map(\.shown)
    guard shown.count == expected.count, let index = shown.indices.first(where: { shown[$0] != expected[$0] }) else {
        return "\(shown.count)"
    }
    return "200 with row \(index + 1) as \(shown[index]) instead of \(expected[index])"
}

/// Expects a message for a person: a sentence, not a blank, a bare case name like
/// "networkError", Foundation's fallback for errors that do not describe themselves
/// ("The operation could not be completed. (…)"), or an error printed for a programmer
/// ("Failed: Error Domain=NSURLErrorDomain Code=-1009 \"(null)\"").
func expectReadableMessage(_ message: String?, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
    if let problem = readabilityProblem(message) {
        KataKit.fail("\(label): \(problem)", file: file, line: line)
    }
}

/// Why `message` is not a message for a person ("expected … but got …"), or `nil` when it is one.
func readabilityProblem(_ message: String?) -> String? {
    guard let message, !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        return "expected a message for the user but got \(message.map { String(reflecting: $0) } ?? "none")"
    }
    let isFallback = message.contains("operation could") || message.contains("operation couldn")
    let programmersWords = debugTells.filter { message.contains($0) }
    if isFallback || !message.contains(" ") {
        return "expected a sentence a person can read but got \(String(reflecting: message))"
            + (isFallback ? ", Foundation's fallback for an error without an errorDescription (see LocalizedError)" : "")
    } else if !programmersWords.isEmpty {
        return "expected a sentence a person can read but got \(String(reflecting: message)), an error printed "
            + "for a programmer (it contains \(programmersWords.map { String(reflecting: $0) }.joined(separator: ", ")))"
    }
    return nil
}

/// What an error printed with `\(error)` or `String(describing:)` shows, and no sentence for a user does.
private let debugTells = [
    "Error Domain=", "Code=", "(null)", "NSURLError", "URLError", "DecodingError", "CodingKeys", "keyNotFound",
    "typeMismatch", "valueNotFound", "dataCorrupted", "debugDescription", "underlyingError", "badServerResponse",
    "notConnectedToInternet", "Context(",
]

/// Loads a new screen twice with `reply` and returns its message, after expecting a readable one,
/// not the error's own text (`error`'s localizedDescription or description), and the same both times.
extension TodoScreenChecks {
    @MainActor
    static func shownMessage(after reply: FakeServer.Reply, _ label: String, notFrom error: URLError? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) async -> String? {
        let server = FakeServer(reply)
        let screen = Screen.live(transport: server.transport)
        await screen.load()
        expectReadableMessage(screen.shownError, label, file: file, line: line)
        guard let message = screen.shownError else { return nil }
        if let error, [error.localizedDescription, String(describing: error), String(reflecting: error)].contains(message) {
            KataKit.fail("\(label): expected a sentence of the app's own but got \(String(reflecting: message)), the text the "
                         + "URLError gives for a programmer", file: file, line: line)
        }
        await screen.load()
        if screen.shownError != message {
            KataKit.fail("\(label): expected the same message for the same failure, but the first load showed "
                         + "\(String(reflecting: message)) and the second \(screen.shownError.map { String(reflecting: $0) } ?? "none")",
                         file: file, line: line)
        }
        return message
    }
}
