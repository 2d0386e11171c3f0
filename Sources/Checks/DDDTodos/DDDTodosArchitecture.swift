import KataKit

extension DDDTodosChecks {
    /// The article's layers: Presentation and Data depend on Domain, only Data meets the server,
    /// and the composition root (`makeTodoListView`) wires them together.
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "composition root": ["Presentation", "Domain", "Data", "networking"],
        "Presentation": ["Domain"],
        "Data": ["Domain", "networking"],
    ]) { code in
        [Part("composition root", compositionRoot(in: code)),
         Part("Presentation", code.folder("Presentation")),
         Part("Domain", code.folder("Domain")),
         Part("Data", code.folder("Data")),
         .external("networking", code.capability(.sendsRequestsOrReadsResponses).union(code.capability(.decodesData)))]
    }
}
