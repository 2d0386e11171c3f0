import KataKit

extension TripValidationChecks {
    /// The editor hands the trip to a use case, the use case validates it with Trip's rules and
    /// stores it through the repository; only `makeTripEditor` knows them all. The use case is
    /// whatever the learner's module declares besides the other parts.
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "makeTripEditor": ["editor", "use case", "Trip", "repository"],
        "editor": ["use case", "Trip"],
        "use case": ["Trip", "repository"],
        "repository": ["Trip"],
    ]) { code in
        [Part("makeTripEditor", code.symbols("makeTripEditor") { $0.name.hasPrefix("makeTripEditor(") }),
         Part("editor", code.types("TripEditorViewModel")),
         Part("Trip", code.types("Trip", "TripValidationError")),
         Part("repository", code.types("TripRepository").union(code.types(conformingTo: "TripRepository"))),
         Part("use case", code.everything)]
    }
}

extension TripValidationChecks {
    /// The editor reaches the repository and `validated()` only through the use case: code
    /// outside Trip's files that validates first, on every path to the repository. A helper of Trip that wraps `validated()`
    /// (`trip.firstBrokenRule()`) is `validated()` itself, so the editor may not call it
    /// either. From other modules the editor uses only plain values and what a screen needs
    /// (Observation, concurrency, printing, SwiftUI): a file, the defaults or a request written
    /// there stores trips around the use case. What it is given (the use case, the repository)
    /// and the domain (held pure by its own rule) end the rule. And nothing it hands its trips to
    /// keeps state that outlives an editor: a global or static `var` of the module that the
    /// editor reaches, through the use case too (a quota of saves in a static of the use case,
    /// which every editor of the process shares), fails with its chain; the repository is the
    /// storage it is given, and ends that path, as the domain does (held pure by its own rule).
    static func editorLeavesValidatingAndStoring(in code: Codebase, validated: CodeSelection) -> [Violation] {
        let trip = code.files(declaring: "Trip").union(code.files(declaring: "TripValidationError"))
        let repository = code.types("TripRepository").union(code.types(conformingTo: "TripRepository"))
        // Validating first on every path: a branch that stores drafts directly is no use case.
        let useCase = code.declarations(using: validated, onEveryPathTo: repository).excluding(trip)
            .named("the use case (code that validates first)")
        let editor = code.types("TripEditorViewModel")
        // Trip and its errors are held pure by a rule of their own: a path into them is theirs.
        let domain = code.types("Trip", "TripValidationError")
        return editor.mustReach(code.types("TripRepository"), onlyThrough: useCase)
            + editor.mustReach(validated, onlyThrough: useCase)
            + editor.mustUseFromOtherModulesOnly([.observation, .concurrency, .printing, .userInterface],
                                                 following: .runs, stoppingAt: useCase.union(repository).union(domain))
            + editor.mustNotReach(code.sharedMutableState.intersection(code.everything).named("global or static state"),
                                  following: .runs, given: repository.union(domain))
            + editor.mustNotHideFromTheChecks()
            + code.everything.excluding(trip).mustUse(validated.named("validated()"), onEveryPathTo: repository.named("the repository"))
    }
}
