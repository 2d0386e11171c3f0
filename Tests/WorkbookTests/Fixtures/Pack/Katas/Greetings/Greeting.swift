/// What the screen shows to welcome someone.
struct Greeting {
    var name: String

    /// The text shown: `Hello, <name>!`.
    var text: String {
        // Your code here.
        ""
    }
}
