@testable import Noisy
import KataKit

@main
struct NoisyChecks: Kata {
    static let checks = [
        Check("a printing endless loop times out") { expectEqual(retryForever(), 42, "retryForever()") },
        Check("ten megabytes of output are cut to their head and tail") { expectEqual(printTenMegabytes(), 42, "printTenMegabytes()") },
    ]
}
