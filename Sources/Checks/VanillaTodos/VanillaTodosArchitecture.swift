import KataKit

extension VanillaTodosChecks {
    /// The parts of the plain version: the screen's model asks the client, and only the client
    /// knows how todos travel (the transport and Foundation's networking types, decoders, and
    /// `Process`, since a `curl` is a request too).
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "model": ["client", "todo"],
        "client": ["todo", "networking"],
    ]) { code in
        [Part("model", code.types("TodoListModel")),
         Part("client", code.types("TodoClient")),
         Part("todo", code.types("Todo")),
         .external("networking", code.capability(.sendsRequestsOrReadsResponses).union(code.capability(.decodesData))
             .union(code.capability(.runsPrograms)))]
    }
}

extension VanillaTodosChecks {
    /// The model changes its state in code marked `@MainActor` or in an initializer, never in a
    /// `deinit` (nonisolated, whatever its class is marked); it keeps the compiler's isolation
    /// checks on (no `nonisolated(unsafe)` state, no `@unchecked Sendable`: a closure written in
    /// it may run elsewhere, which only the compiler sees); and it runs its code on its actor: a
    /// deny-list names the usual ways off it (`Task.detached`, dispatch queues, threads), and of
    /// concurrency it may use only what keeps the actor (`Task(executorPreference:)` fails by its
    /// name). Every other API of another module is the first rule's: not reported twice. The
    /// closure the model is given ends the rule: where it runs is its maker's business.
    static func modelStaysOnTheMainActor(in code: Codebase) -> [Violation] {
        let model = code.types("TodoListModel")
        let given = code.property("fetchTodos", of: "TodoClient")
        let offTheActor = code.capability(.leavesTheCurrentActor)
        let onTheMainActor = code.declarations(markedWith: "MainActor")
            .union(code.symbols("initializers", where: { $0.kind == .constructor }))
            .excluding(code.symbols("deinit", where: { $0.kind == .destructor }))
        // What the first rule already refuses (anything beyond its allow-list) is its own.
        let theFirstRules = code.otherModules(beyond: [.observation, .concurrency, .printing, .requestErrors])
        return model.mustOnlyBeChanged(from: onTheMainActor)
            + model.mustKeepTheCompilersIsolationChecks()
            + model.mustNotReach(offTheActor, following: .runs, given: given)
            + model.mustUseFromOtherModulesOnly([.observation, .concurrencyOnTheActor, .printing, .requestErrors],
                                                besides: offTheActor.union(theFirstRules), following: .runs, stoppingAt: given)
    }
}
