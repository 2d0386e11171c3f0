@testable import Passing
import KataKit

@main
struct PassingChecks: Kata {
    static let checks = [
        Check("the greeting names the person") { expectEqual(greeting(for: "Ada"), "Hello, Ada!", "greeting(for: \"Ada\")") },
        Check("the greeting of an empty name still greets") { expectEqual(greeting(for: ""), "Hello, !", "greeting(for: \"\")") },
    ]
}
