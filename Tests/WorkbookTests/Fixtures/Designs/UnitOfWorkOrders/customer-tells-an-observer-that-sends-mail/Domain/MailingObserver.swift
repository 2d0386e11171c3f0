/// Queues a confirmation for the notifier as soon as the order is placed.
final class MailingObserver: OrderObserver {
    let notifier: any CustomerNotifier
    private(set) var queued: [(notifier: any CustomerNotifier, orderID: String)] = []

    init(notifier: any CustomerNotifier) {
        self.notifier = notifier
    }

    func orderPlaced(_ orderID: String) {
        queued.append((notifier, orderID))
    }
}
