import Dispatch
import Foundation

// The device's clock, in the spellings the catalogue lists: each line one reading.
struct Stopwatch {
    func date() -> Date { Date() }
    func now() -> Date { .now }
    func later() -> Date { Date(timeIntervalSinceNow: 60) }
    func instant() -> ContinuousClock.Instant { ContinuousClock.now }
    func suspending() -> SuspendingClock.Instant { SuspendingClock.now }
    func dispatch() -> DispatchTime { .now() }
    func seconds() -> Int { time(nil) }
    func uptime() -> Double { ProcessInfo.processInfo.systemUptime }
}
