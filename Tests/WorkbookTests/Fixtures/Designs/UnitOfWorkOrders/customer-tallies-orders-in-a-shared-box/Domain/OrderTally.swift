/// Where the number of orders is kept.
@MainActor
final class TallyBox {
    var count = 0
}

/// The one box every tally counts in, so that the dashboard sees every order.
@MainActor
let sharedTallyBox = TallyBox()

/// A count of orders placed: a plain value to pass around, over the shared box.
@MainActor
struct OrderTally {
    private let box = sharedTallyBox

    var count: Int { box.count }

    func record() {
        box.count += 1
    }
}
