#if CHANGE_SOLUTION
@testable import DDDTodosChangeSolution
#elseif SOLUTION
@testable import DDDTodosSolution
#else
@testable import DDDTodos
#endif
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import struct KataKit.Architecture
import struct KataKit.Check
import struct KataKit.CodeSelection
import struct KataKit.Codebase
import struct KataKit.Difference
import protocol KataKit.Kata
import struct KataKit.Rule

/// The checks of the refactoring into layers.
///
/// They name nothing of the learner's code but the composition root, `makeTodoListView(transport:)`,
/// and what the view shows (`refresh()`, `rows`, `alert`): every type behind the view, its name,
/// its folder and how the layers talk, is the learner's. Behaviour goes through the view and a
/// fake transport (the suite shared with vanilla-todos); structure is checked by the rules.
/// The checks of the first act. `@main` is in DDDTodosEntry.swift: the second act's executable
/// (Sources/ChangeChecks) compiles this file too, with a `@main` of its own.
struct DDDTodosChecks: Kata {
    static let checks: [Check] = TodoScreenChecks<ComposedScreen>.all + TodoScreenProbes<ComposedScreen>.all

    // MARK: - Architecture rules

    static let rules: [Rule] = [
        Rule("every declaration is in Presentation/, Domain/ or Data/; only makeTodoListView stays outside",
             because: "the layers are folders: code outside them belongs to no layer, and no layer rule can hold it") { code in
            code.everything.excluding(compositionRoot(in: code)).mustBeDeclared(in: layers(in: code))
        },
        Rule("the screen that makeTodoListView returns lives in Presentation/",
             because: "Presentation/ is what the user sees: the screen and the state it shows, and nothing that knows where todos come from") { code in
            code.types(screenTypeName).mustBeDeclared(in: code.folder("Presentation"))
        },
        Rule("Presentation/ uses nothing from Data/",
             because: "the screen should only see the domain: a change of the API, of its JSON or of the transport then stays in Data/") { code in
            code.folder("Presentation").mustReach(code.folder("Data"), onlyThrough: code.folder("Domain"))
                + code.folder("Presentation").mustNotHideFromTheChecks()
        },
        Rule("Data/ uses nothing from Presentation/",
             because: "the data layer serves the domain, not one screen: it hands over domain types, and the screen decides how to show them") { code in
            code.folder("Data").mustNotReach(code.folder("Presentation"))
        },
        Rule("Domain/ uses nothing from the other layers and imports only Foundation",
             because: "the domain is the app's own vocabulary, the part meant to outlive the API and the UI framework; it declares what it needs (a repository, a client) and the other layers depend on it") { code in
            code.folder("Domain").mustNotReach(code.folder("Presentation").union(code.folder("Data")))
                + code.folder("Domain").mustImportOnly("Foundation")
        },
        Rule("Domain/ is pure: it uses only plain values from other modules",
             because: "the domain states what the app needs and the other layers do the work: a domain that reads files, the defaults, a process or the network does a layer's work where no layer rule looks; its protocols may be implemented with effects in Data/") { code in
            code.folder("Domain").mustStayPure(following: .names)
        },
        Rule("only Data/ sends requests, reads responses and decodes data",
             because: "the data layer is where the app meets the server: URLSession, URLRequest, the HTTP status and the decoding stay there, and the composition root only hands it the transport") { code in
            serverWork(in: code).mustOnlyBeReached(from: code.folder("Data").union(compositionRoot(in: code)))
                // The screen: plain values and what a screen needs; any other API (an
                // `XMLParser(contentsOf:)`) may load a URL. Domain/ is pure by its own rule, and a
                // path into Data/ is the layer rule's.
                + code.folder("Presentation").mustUseFromOtherModulesOnly([.observation, .concurrency, .printing, .requestErrors, .userInterface],
                                                                          besides: serverWork(in: code), following: .names,
                                                                          stoppingAt: code.folder("Data"))
                + code.folder("Data").mustNotBeEmpty(because: "the requests, the responses and the decoding need a layer of their own")
        },
        Rule("makeTodoListView only makes and wires the parts",
             because: "the composition root knows every layer, so it is the easiest place to hide a layer's work: it may make the parts and hand over the transport, but a request, a status check or a decoding written there is a layer nobody can see or test") { code in
            compositionRoot(in: code).mustReach(serverWork(in: code), onlyThrough: layers(in: code))
                + compositionRoot(in: code).mustOnlyWire()
        },
    ]

    /// Sending requests, reading responses and decoding, in every Foundation spelling, except
    /// the two types of the transport that the composition root hands over.
    static func serverWork(in code: Codebase) -> CodeSelection {
        code.capability(.sendsRequestsOrReadsResponses).union(code.capability(.decodesData))
            .excluding(code.types("URLRequest", "URLResponse"))
    }

    /// The three folders of the article's layers.
    static func layers(in code: Codebase) -> CodeSelection {
        code.folder("Presentation").union(code.folder("Domain")).union(code.folder("Data"))
    }

    /// The composition root: the one function that may know every layer, wherever its file is.
    static func compositionRoot(in code: Codebase) -> CodeSelection {
        code.symbols("makeTodoListView", where: { $0.name.hasPrefix("makeTodoListView(") })
    }

    /// The name of the type `makeTodoListView` returns, as the learner's code names it: the rules
    /// find the screen whatever it is called.
    static let screenTypeName: String = {
        // A closure, not the function itself: the second act's makeTodoListView has a clock too.
        let name = String(describing: typeReturned(by: { makeTodoListView(transport: $0) }))
        return String(name.prefix { $0 != "<" })
    }()

    private static func typeReturned<Screen>(by make: @MainActor (@escaping HTTPTransport) -> Screen) -> Screen.Type {
        Screen.self
    }
}

// MARK: - The screen, for the shared behaviour checks

/// The screen as the composition root builds it, read as the user sees it.
@MainActor
final class ComposedScreen: TodoScreen {
    private let refresh: @MainActor () async -> Void
    private let rows: @MainActor () -> [ShownTodo]
    private let alert: @MainActor () -> String?

    private init(refresh: @escaping @MainActor () async -> Void, rows: @escaping @MainActor () -> [ShownTodo],
                 alert: @escaping @MainActor () -> String?) {
        self.refresh = refresh
        self.rows = rows
        self.alert = alert
    }

    static func live(transport: @escaping HTTPTransport) -> ComposedScreen {
        let view = makeTodoListView(transport: transport)
        return ComposedScreen(
            refresh: { await view.refresh() },
            rows: { view.rows.map { ShownTodo(title: $0.title, isCompleted: $0.isDone) } },
            alert: { view.alert }
        )
    }

    func load() async {
        await refresh()
    }

    /// The data source is the learner's, by any name: the index finds what reads the responses.
    static var reads: (rows: String, error: String, answer: String) {
        ("TodoListView.rows", "TodoListView.alert", Difference.functions(that: .readResponses))
    }

    var shownTodos: [ShownTodo] { rows() }

    var shownError: String? { alert() }
}
