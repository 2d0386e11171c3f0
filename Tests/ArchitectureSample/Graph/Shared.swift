import Foundation

/// State shared through a static property and a global.
final class Environment {
    nonisolated(unsafe) static var current = Environment()
    var log: [String] = []
}

nonisolated(unsafe) var counter = 0

let constant = 42

/// Reaches shared state through a helper.
func bump() {
    counter += 1
}

struct Logger {
    func log(_ line: String) {
        Environment.current.log.append(line)
    }

    func count() {
        bump()
    }

    func answer() -> Int { constant }
}

/// A value type in name only: its stored property is a class.
struct Box {
    var name: NameHolder
}

final class NameHolder {
    var name = ""
}

/// A value type all the way down.
struct Pair {
    var first: Int
    var second: Inner
}

struct Inner {
    var names: [String]
}

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}

struct Settings {
    @Clamped var volume: Int
}

/// Changes its state from a detached task and a queue.
final class Escaper: @unchecked Sendable {
    var state = 0

    func escape() {
        Task.detached { self.state = 1 }
        DispatchQueue.global().async { self.state = 2 }
        Thread.detachNewThread { self.state = 3 }
    }
}

/// A shared object behind a constant: the constant never changes, the object does.
enum Services {
    nonisolated(unsafe) static let environment = Environment()
    static let name = "services"
}

extension Logger {
    func share() {
        Services.environment.log.append(Services.name)
    }
}
