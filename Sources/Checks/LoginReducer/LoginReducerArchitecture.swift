import KataKit

extension LoginReducerChecks {
    /// Two implementations of one screen over what they share (the state and the effects): the
    /// reducer with its store and messages, and the plain view model, which never goes through them.
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "reducer": ["shared"],
        "plain view model": ["shared"],
    ]) { code in
        [Part("plain view model", code.types("LoginViewModel")),
         Part("reducer", code.types("LoginReducer", "Store", "Reducer", "Message", "Effect")),
         Part("shared", code.everything)]
    }
}

extension LoginReducerChecks {
    /// The view model changes its state in code marked `@MainActor` or in an initializer, never
    /// in a `deinit` (nonisolated, whatever its class is marked), keeps the compiler's
    /// isolation checks on (no `nonisolated(unsafe)` state, no `@unchecked Sendable`: a job it
    /// yields into a stream runs where the stream's consumer runs, which only the compiler
    /// sees), and runs its code on its
    /// actor: a deny-list names the usual ways off it (`Task.detached`, dispatch queues,
    /// threads), and an allow-list refuses every other one, whatever it is called
    /// (`Task(executorPreference:)`, a new framework): from other modules it uses plain values,
    /// Observation, concurrency that keeps its actor and printing. Its effects are what it is
    /// given: the path ends there.
    static func viewModelStaysOnItsActor(in code: Codebase) -> [Violation] {
        let viewModel = code.types("LoginViewModel")
        let offTheActor = code.capability(.leavesTheCurrentActor)
        let onTheMainActor = code.declarations(markedWith: "MainActor")
            .union(code.symbols("initializers", where: { $0.kind == .constructor }))
            .excluding(code.symbols("deinit", where: { $0.kind == .destructor }))
        return viewModel.mustOnlyBeChanged(from: onTheMainActor)
            + viewModel.mustKeepTheCompilersIsolationChecks()
            + viewModel.mustNotHideFromTheChecks()
            + viewModel.mustNotReach(offTheActor, following: .runs)
            + viewModel.mustUseFromOtherModulesOnly([.observation, .concurrencyOnTheActor, .printing],
                                                   besides: offTheActor, following: .runs,
                                                   stoppingAt: code.types("LoginEffects"))
    }
}
