/// Something that notes messages; only values conform to it in this module.
protocol LoginLog: Sendable // values only: not AnyObject, not a class
{
    func note(_ text: String)
}

/// A log that keeps nothing: a value, so every copy of the reducer has its own.
struct SilentLog: LoginLog {
    func note(_ text: String) {}
}
