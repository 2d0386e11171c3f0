import Foundation

/// A note, as the app thinks of it.
struct Note: Equatable {
    var text: String
}

/// A counter whose value only it may change.
final class Counter {
    private(set)
    var value = 0

    func increment() {
        value += 1
    }
}
