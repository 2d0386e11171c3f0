import Foundation

/// Runs work that may block for long (a file on a network share that stopped answering) on a
/// thread of its own, and waits for it only so long.
enum BoundedWait {
    /// The value of `work`, or nil when it did not finish within `seconds` (it then goes on in
    /// the background, and its value is dropped).
    static func run<T: Sendable>(within seconds: Double, _ work: @escaping @Sendable () -> T) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.set(work())
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }

    private final class Box<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: T?
        func set(_ newValue: T) { lock.withLock { value = newValue } }
        func get() -> T? { lock.withLock { value } }
    }
}
