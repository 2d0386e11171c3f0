/// Something that happened in the domain, worth reacting to: "an order was placed".
///
/// Events are plain values, named in the past tense. An entity raises them while it changes;
/// the unit of work hands them to their handlers once the work is done.
protocol DomainEvent: Sendable {}
