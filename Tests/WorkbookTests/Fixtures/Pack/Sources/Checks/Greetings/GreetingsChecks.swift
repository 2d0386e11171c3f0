#if SOLUTION
@testable import GreetingsSolution
#else
@testable import Greetings
#endif
import KataKit

/// The checks of the first act. `@main` is in GreetingsEntry.swift.
struct GreetingsChecks: Kata {
    static let checks: [Check] = [
        Check("the greeting names the person") {
            KataKit.expectEqual(Greeting(name: "Ada").text, "Hello, Ada!", "Greeting(name: \"Ada\").text")
        },
    ]

    static let rules: [Rule] = [
        Rule("Greeting imports only Foundation",
             because: "a value the screen shows is plain data: it compiles and is tested without any framework") { code in
            code.files(declaring: "Greeting").mustImportOnly("Foundation")
        },
    ]
}
