/// An in-memory store of customers, standing in for SwiftData's `ModelContext`: changes are
/// kept apart until `save()` commits them or `rollback()` discards them.
@MainActor
final class OrderStore: DomainContext {
    /// What the last save stored: plain values, out of reach of unsaved changes.
    private var saved: [SavedCustomer] = []
    /// The customers inserted or fetched since the last rollback, with their unsaved changes.
    private var working: [Customer] = []

    private struct SavedCustomer {
        let id: String
        let name: String
        let orders: [Order]
    }

    /// Adds a new customer, to be stored at the next save.
    func insert(_ customer: Customer) {
        working.append(customer)
    }

    /// The customer with this id, with the changes not yet saved; `nil` if there is none.
    ///
    /// After a rollback, fetch again: objects fetched before it are no longer tracked.
    func customer(id: String) -> Customer? {
        if let customer = working.first(where: { $0.id == id }) {
            return customer
        }
        guard let stored = saved.first(where: { $0.id == id }) else { return nil }
        let customer = Customer(id: stored.id, name: stored.name, orders: stored.orders)
        working.append(customer)
        return customer
    }

    func entitiesWithEvents() -> [any HasDomainEvents] {
        working
    }

    /// Copies every working customer into `saved`, replacing the saved copy of the same id.
    func save() {
        for customer in working {
            let stored = SavedCustomer(id: customer.id, name: customer.name, orders: customer.orders)
            if let index = saved.firstIndex(where: { $0.id == customer.id }) {
                saved[index] = stored
            } else {
                saved.append(stored)
            }
        }
    }

    /// Forgets the working customers: the next fetch rebuilds them from `saved`.
    func rollback() {
        working.removeAll { customer in saved.contains { $0.id == customer.id } }
    }
}
