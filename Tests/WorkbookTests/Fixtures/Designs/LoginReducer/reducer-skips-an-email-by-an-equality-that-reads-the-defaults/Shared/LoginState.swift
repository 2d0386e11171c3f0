import Foundation

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

        /// The same email, in the same validation; letter case is ignored only where the app is set so.
        static func == (lhs: Email, rhs: Email) -> Bool {
            let ignoresCase = UserDefaults.standard.bool(forKey: "emailsIgnoreCase")
            let same = ignoresCase ? lhs.rawValue.lowercased() == rhs.rawValue.lowercased() : lhs.rawValue == rhs.rawValue
            return same && lhs.valid == rhs.valid && lhs.currentValidation == rhs.currentValidation
        }
    }
}
