/// How many values were set through `@Tallied` properties, for the dashboard.
nonisolated(unsafe) var valuesSet = 0

/// A property that counts every change made to it.
@propertyWrapper
struct Tallied<Value> {
    private var value: Value

    init(wrappedValue: Value) {
        value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            valuesSet += 1
        }
    }
}
