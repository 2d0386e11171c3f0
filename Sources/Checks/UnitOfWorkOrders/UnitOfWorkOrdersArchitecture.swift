import KataKit

extension UnitOfWorkOrdersChecks {
    /// Entities record events; handlers react to them with services from the resolver; the unit
    /// of work saves the context and runs the handlers, knowing nothing about orders. The unit
    /// of work is whatever the module declares besides the other parts.
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "entities": ["unit of work", "orders"],
        "handlers": ["unit of work", "orders", "entities"],
        "orders": ["unit of work", "entities"],
    ]) { code in
        [Part("entities", code.types(conformingTo: "HasDomainEvents")),
         Part("handlers", code.types(conformingTo: "EventHandler")),
         Part("orders", code.types("Order", "OrderStore", "CustomerNotifier")
             .union(code.types(conformingTo: "DomainEvent"))
             .union(code.types(conformingTo: "CustomerNotifier"))
             .union(code.types(conformingTo: "DomainContext"))),
         Part("unit of work", code.everything)]
    }
}
