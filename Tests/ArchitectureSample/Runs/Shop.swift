import Foundation

// An order calls a protocol; which implementation runs is decided elsewhere (kind 1).
protocol Notifier {
    func send(_ text: String)
}

struct Shop {
    let mailer: any Notifier
    let price: Price
    let stamp: Stamp

    func place() {
        mailer.send("placed")
    }

    func label() -> String {
        "\(price)"
    }
}

// A value that reads a file when it is described, and a struct holding a Date: fine.
struct Price: CustomStringConvertible {
    var cents: Int
    var description: String {
        FileManager.default.fileExists(atPath: "/tmp") ? "\(cents)" : "?"
    }
}

struct Stamp {
    var date: Date
    var day: Int { Calendar(identifier: .gregorian).component(.day, from: date) }
}

// An abstract base class is a protocol by another name.
class Clock {
    func now() -> Int { 0 }
}

final class ProcessClock: Clock {
    override func now() -> Int {
        let process = Process()
        return Int(process.processIdentifier)
    }
}

struct Timer {
    let clock: Clock
    func tick() -> Int { clock.now() }
}

// A closure stored in a property runs what was assigned to it elsewhere.
final class Checkout {
    var onPay: (Int) -> Void = { _ in }

    func pay() {
        onPay(1)
    }
}

func wireCheckout(_ checkout: Checkout) {
    checkout.onPay = { amount in
        _ = ProcessInfo.processInfo.environment["PAY\(amount)"]
    }
    _ = Stamp(date: Date())
}

// Members that other modules' code calls, declared in the type's own body: `sorted()` calls `<`,
// and a depot that only sorts parcels reads the defaults, for names and runs alike (kind 2).
struct Parcel: Comparable {
    var weight: Int

    static func < (lhs: Parcel, rhs: Parcel) -> Bool {
        UserDefaults.standard.bool(forKey: "heavier first") ? lhs.weight > rhs.weight : lhs.weight < rhs.weight
    }
}

struct Depot {
    func heaviest(_ parcels: [Parcel]) -> Parcel? {
        parcels.sorted().last
    }
}

// A literal calls `init(stringLiteral:)`, and `for … in` calls `makeIterator()` and the
// iterator's `next()`: a label and a tray that only name the types read the defaults all the same.
struct Tag: ExpressibleByStringLiteral {
    var text: String

    init(stringLiteral value: String) {
        text = UserDefaults.standard.string(forKey: value) ?? value
    }
}

struct Tray: Sequence {
    var count: Int

    func makeIterator() -> TrayIterator {
        TrayIterator(left: count)
    }
}

struct TrayIterator: IteratorProtocol {
    var left: Int

    mutating func next() -> Int? {
        guard left > 0 else { return nil }
        left -= 1
        return UserDefaults.standard.integer(forKey: "slot \(left)")
    }
}

struct Packer {
    func label() -> Tag {
        "fragile"
    }

    func total(of tray: Tray) -> Int {
        var sum = 0
        for slot in tray {
            sum += slot
        }
        return sum
    }
}
