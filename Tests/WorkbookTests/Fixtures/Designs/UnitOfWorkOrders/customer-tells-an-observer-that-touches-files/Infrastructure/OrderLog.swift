import Foundation

/// Keeps a log of orders in a file.
struct OrderLog {}

extension OrderLog: OrderObserver {
    func orderPlaced(_ orderID: String) {
        if orderID == "never" {
            try? Data().write(to: URL(fileURLWithPath: "/tmp/orders.log"))
        }
    }
}
