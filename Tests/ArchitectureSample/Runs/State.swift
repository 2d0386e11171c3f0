import Foundation

// Shared state in the forms the rules must see (kind 2 and 3).
enum Tallies {
    nonisolated(unsafe) static var count = 0
    static let limit = 10
    nonisolated(unsafe) static let buffer = NSMutableString(string: "")
}

nonisolated(unsafe) let pointerBox = PointerBox(pointer: UnsafeMutablePointer<Int>.allocate(capacity: 1))
nonisolated(unsafe) let anything: Any = 0

struct PointerBox {
    let pointer: UnsafeMutablePointer<Int>
}

struct Tally {
    var notes: NSMutableString
    func bump() -> Int { Tallies.count + Tallies.limit }
}

protocol Sink: AnyObject {}

struct Wired {
    var sink: any Sink
}

struct Reflecting {
    func peek(_ value: Any) -> Int {
        Mirror(reflecting: value).children.count
    }
}
