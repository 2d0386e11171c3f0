/// Something that notes messages. Not class-bound: a struct could conform, but here a class does.
protocol LoginLog: Sendable {
    func note(_ text: String)
}

/// One log object, shared by every copy of the reducer that holds it.
final class CountingLog: LoginLog {
    func note(_ text: String) {}
}
