// Property wrappers: what a wrapped property's accessors run is its wrapper's `wrappedValue`.
nonisolated(unsafe) var valuesSet = 0

/// Counts every value set through it, in a global.
@propertyWrapper
struct Tallied<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            valuesSet += 1
        }
    }
}

/// Keeps a value at zero or more, and nothing else.
@propertyWrapper
struct AtLeastZero {
    private var value: Int
    init(wrappedValue: Int) { value = max(0, wrappedValue) }
    var wrappedValue: Int {
        get { value }
        set { value = max(0, newValue) }
    }
}

struct Gauge {
    @Tallied var level = 0
    @AtLeastZero var floor = 0

    mutating func raise() { level += 1 }
    mutating func lower() { floor -= 1 }
}

struct Meter {
    @Tallied
    var reading = 0

    func read() -> Int { reading }
}

final class Dial {
    @Tallied private(set) var setting: Int

    init(setting: Int) {
        self.setting = setting
    }

    func turn(to newSetting: Int) {
        guard newSetting != setting else { return }
        setting = newSetting
    }
}
