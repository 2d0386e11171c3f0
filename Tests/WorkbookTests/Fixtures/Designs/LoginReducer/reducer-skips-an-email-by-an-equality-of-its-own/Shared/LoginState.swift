/// Everything the login screen shows. The three versions of the screen share it.
struct LoginState: Equatable, Sendable {
    var online = true
    var email = Email()
    var password = ""
    /// A login request is on its way.
    var loggingIn = false

    /// The login button is enabled: online, with an email the server accepted and a
    /// password longer than 8 characters.
    var canLogin: Bool {
        online && email.valid && password.count > 8
    }

    struct Email: Equatable, Sendable {
        /// What the user typed.
        var rawValue = ""
        /// The server said this email is valid. Stays `false` while a validation runs.
        var valid = false
        /// The validation running now, if any.
        var currentValidation: Validation?

        enum Validation: Equatable, Sendable {
            /// On the device: does it look like an email?
            case local
            /// On the server: is it an account's email?
            case remote
        }

        /// The same email, in the same validation: written out, so that the order reads first.
        static func == (lhs: Email, rhs: Email) -> Bool {
            lhs.rawValue == rhs.rawValue && lhs.valid == rhs.valid && lhs.currentValidation == rhs.currentValidation
        }
    }
}
