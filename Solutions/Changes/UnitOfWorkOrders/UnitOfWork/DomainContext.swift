/// Where a unit of work does its work: a store with a transaction, like SwiftData's
/// `ModelContext`.
@MainActor
protocol DomainContext: AnyObject {
    /// The entities inserted or fetched since the last save or rollback: those that may hold
    /// events.
    func entitiesWithEvents() -> [any HasDomainEvents]

    /// Commits the changes made since the last save or rollback.
    func save() throws

    /// Discards the changes made since the last save or rollback.
    func rollback()
}
