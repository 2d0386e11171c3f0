/// An order, as a customer placed it. It lives inside its customer: change it through
/// `Customer`.
struct Order: Equatable, Sendable {
    let id: String
    /// The amount to pay, in cents.
    let totalCents: Int
}
