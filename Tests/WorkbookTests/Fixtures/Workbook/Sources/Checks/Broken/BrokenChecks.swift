@testable import Broken
import KataKit

@main
struct BrokenChecks: Kata {
    static let checks = [
        Check("the answer is 42") { expectEqual(answer(), 42, "answer()") },
    ]
}
