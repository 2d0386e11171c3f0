/// Mails the customer as soon as the order is placed.
struct MailingObserver: OrderObserver {
    let notifier: any CustomerNotifier

    func orderPlaced(_ orderID: String) {
        Task { try? await notifier.send("Order \(orderID) placed", to: "") }
    }
}
