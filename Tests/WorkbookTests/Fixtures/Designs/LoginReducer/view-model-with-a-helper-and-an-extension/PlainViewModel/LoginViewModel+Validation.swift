/// What the screen calls an email worth asking the server about.
typealias EmailText = String

extension LoginViewModel {
    /// Whether the email on screen is still the one typed: a helper the flows can share.
    func isCurrent(_ email: EmailText) -> Bool {
        trimmed(email) == trimmed(state.email.rawValue)
    }
}

/// The text without surrounding spaces.
func trimmed(_ text: EmailText) -> EmailText {
    String(text.drop { $0 == " " })
}
