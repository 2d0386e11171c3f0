/// Something that happened in the domain, which other parts of the app may react to.
protocol DomainEvent: Sendable {}
