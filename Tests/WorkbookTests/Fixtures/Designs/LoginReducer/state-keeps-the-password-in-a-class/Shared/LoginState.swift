/// Everything the login screen shows. The three versions of the screen share it.
struct LoginState: Equatable, Sendable {
    var online = true
    var email = Email()
    /// What the user typed as their password.
    ///
    /// Wrong on purpose: kept in a secret box, "so that the password is not copied with every
    /// state". Every copy of the state shares the box.
    var password: String {
        get { secret.text }
        nonmutating set { secret.text = newValue }
    }
    /// A login request is on its way.
    var loggingIn = false
    private let secret = Secret()

    init(online: Bool = true, email: Email = Email(), password: String = "", loggingIn: Bool = false) {
        self.online = online
        self.email = email
        self.loggingIn = loggingIn
        self.password = password
    }

    static func == (lhs: LoginState, rhs: LoginState) -> Bool {
        lhs.online == rhs.online && lhs.email == rhs.email && lhs.password == rhs.password && lhs.loggingIn == rhs.loggingIn
    }

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
    }
}

/// A password, kept in one place.
final class Secret: @unchecked Sendable {
    var text = ""
}
