#if canImport(Darwin)
import Foundation

/// The workbook runs on macOS 14, where Synchronization's `Mutex` does not exist yet (it needs
/// macOS 15): this stands in for it there, with the same `withLock`. On Linux the publisher
/// uses the real one.
final class Mutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
#endif
