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
