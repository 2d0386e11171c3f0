import KataKit

extension EggDomainObjectChecks {
    /// Egg is the domain object over a stored record: it reads and writes records through the
    /// store and publishes its events; the store and the events know nothing of Egg's rules.
    static let architecture: Architecture? = Architecture(rules: rules, arrows: [
        "Egg": ["store and records", "events"],
    ]) { code in
        [Part("store and records", code.types("EggStore", "EggRecord")),
         Part("events", code.types("DomainEventPublisher", "DomainEvent")),
         Part("Egg", code.everything)]
    }
}
