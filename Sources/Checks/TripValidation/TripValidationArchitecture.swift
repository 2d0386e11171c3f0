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
