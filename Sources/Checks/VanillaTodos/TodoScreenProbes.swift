// Shared by the vanilla-todos and ddd-todos checks, as TodoScreenChecks.swift is: checks that
// try a screen where one example would not show what is wrong (issue 29): a second, new screen in
// the same process, and a search over sequences of loads against the lessons' model (issue 38).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KataKit

/// Checks that run a behaviour script more than once in one process.
enum TodoScreenProbes<Screen: TodoScreen> {
    static var all: [Check] {
        [
            Check("a second, new screen behaves like the first: nothing outlives a screen") {
                let first = await script()
                let second = await script()
                if second != first {
                    KataKit.fail("a second, new screen behaved differently: \(first.difference(from: second)): "
                                 + "something outlives an instance (static or global state)")
                }
            },
            Check("a failed transport is never followed by another route to the server") {
                // A client that tries `URLSession.shared` (or any other way out) once the injected
                // transport throws passes every check whose transport answers. Here the transport
                // fails in every way a connection can, and every other route is sent through a
                // proxy at a local address: a name lookup alone is denied without a report, but
                // the proxy's connection is one the runner reports (see "What the runner guarantees").
                routeEveryRequestThroughAReportedProxy()
                for (kind, error) in FakeServer.connectionFailures + FakeServer.otherTransportFailures {
                    let server = FakeServer(.failure(error))
                    let screen = Screen.live(transport: server.transport)
                    await screen.load()
                    await screen.load()
                    KataKit.expectEqual(server.requests.count, 2, "requests that reached the injected transport in two loads when \(kind)")
                    expectSameRows(screen.shownTodos, [], "todos shown after two loads when \(kind) (the transport failed: "
                                   + "nothing can have come from the server)")
                    KataKit.expectNotNil(screen.shownError, "error shown after two loads when \(kind)")
                }
            },
            Check("after any sequence of loads, with every answer a transport can give, the screen shows what the last load says") {
                // Searched, not sampled: seeded sequences of loads drawn from every kind of answer,
                // the lessons' boundaries often, compared with the lessons' model (TodoScreenModel)
                // after every load, and shrunk to the shortest that disagrees.
                await KataKit.expectModelHolds(machine)
            },
        ]
    }

    /// The screen beside the lessons' model (TodoScreenModel.swift), over generated sequences
    /// of loads: the rows, the requests and the error are compared after every load.
    @MainActor
    static var machine: StateMachine<TodoScreenModel, (FakeServer, Screen), TodoLoad> {
        StateMachine(
            model: TodoScreenModel(),
            system: {
                let server = FakeServer(.offline)
                return (server, Screen.live(transport: server.transport))
            },
            operations: TodoLoads.operations,
            perform: { load, system in
                system.0.reply = load.reply
                await system.1.load()
            },
            next: { load, model in model.apply(load) },
            compare: { model, system in
                model.difference(rows: system.1.shownTodos, error: system.1.shownError, requests: system.0.requests.count,
                                 reads: Screen.reads)
            },
            budget: longRuns)
    }

    /// Most sequences of loads as long as usual, one in eight of up to 300 loads (a screen wrong
    /// from its 17th load is found).
    static var longRuns: SearchBudget {
        var budget = SearchBudget.standard
        budget.longestSteps = 300
        return budget
    }

    /// What one new screen shows through a fixed script: new, after a failure, after an empty
    /// list, after 200 todos (last, so that whatever a screen could keep for the next is full).
    @MainActor
    private static func script() async -> Outcome {
        let server = FakeServer(.offline)
        let screen = Screen.live(transport: server.transport)
        var outcome = Outcome()
        outcome.record("new", screen, server)
        await screen.load()
        outcome.record("after a failed load", screen, server)
        server.reply = .body("[]", status: 200)
        await screen.load()
        outcome.record("after a load of an empty list", screen, server)
        server.reply = .ok
        await screen.load()
        outcome.record("after a load of 200 todos", screen, server)
        return outcome
    }

    /// What a screen showed at each step of the script.
    private struct Outcome: Equatable {
        var steps: [Step] = []

        struct Step: Equatable {
            var name: String
            var todos: Int
            var error: String?
            var requests: Int
        }

        @MainActor
        mutating func record(_ name: String, _ screen: Screen, _ server: FakeServer) {
            steps.append(Step(name: name, todos: screen.shownTodos.count, error: screen.shownError, requests: server.requests.count))
        }

        func difference(from other: Outcome) -> String {
            for (mine, theirs) in zip(steps, other.steps) where mine != theirs {
                return "\(mine.name), the first showed \(mine.todos) todos, error \(show(mine.error)), "
                    + "\(mine.requests) requests; the second \(theirs.todos) todos, error \(show(theirs.error)), \(theirs.requests) requests"
            }
            return "they took different steps"
        }

        private func show(_ error: String?) -> String {
            error.map { String(reflecting: $0) } ?? "none"
        }
    }
}

extension FakeServer {
    /// Transport failures the other checks do not try, so that a fallback kept for one kind of
    /// failure is tried too.
    static let otherTransportFailures: [(String, URLError)] = [
        ("the server cannot be connected to", URLError(.cannotConnectToHost)),
        ("the secure connection failed", URLError(.secureConnectionFailed)),
        ("the server's answer was not understood", URLError(.badServerResponse)),
    ]
}

/// Sends every request made outside the injected transport through a proxy at 127.0.0.1: the
/// proxy variables are read by libcurl, which `URLSession` uses on Linux (and by `curl`), so
/// the request opens a connection the runner's restriction reports, where without them it
/// would stop at a name lookup, denied but not reported.
func routeEveryRequestThroughAReportedProxy() {
    for name in ["http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"] {
        setenv(name, "http://127.0.0.1:9", 1)
    }
    for name in ["no_proxy", "NO_PROXY"] {
        unsetenv(name)
    }
}
