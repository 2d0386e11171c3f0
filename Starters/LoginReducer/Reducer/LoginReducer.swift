/// The login screen as a reducer: every step of every flow is a message.
///
/// To follow the email flow, read three cases:
/// `emailInputChanged` → `emailLocalValidation` → `emailRemoteValidation`.
/// To follow the login flow, read five:
/// `loginButtonClicked` → `loginAlertConfirmation` → `loginSuccessful` or `loginFailed`.
struct LoginReducer: Reducer {
    enum Input: Equatable {
        case onAppear
        case emailInputChanged(String)
        case passwordInputChanged(String)
        case loginButtonClicked
    }

    enum Feedback: Equatable {
        case internetStateChanged(online: Bool)
        /// The local validation of `email` is done.
        case emailLocalValidation(email: String, valid: Bool)
        /// The server's answer about `email`, which may no longer be the email on screen.
        case emailRemoteValidation(email: String, valid: Bool)
        case loginAlertConfirmation(confirm: Bool)
        case loginSuccessful(token: String)
        case loginFailed
    }

    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    let effects: LoginEffects

    // TODO: step 2. Write each case. The reducer changes `state` and returns what should happen
    // next; it never awaits. Work that awaits goes in `.run { [effects] send in … }`, which
    // reports back with `send(.someFeedback)`. See the lesson for the exact messages the checks
    // expect after each step.
    func reduce(_ message: Message<Input, Feedback>, into state: inout LoginState) -> Effect<Feedback, Output> {
        switch message {
        // MARK: - Input

        case .input(.onAppear):
            // TODO: listen to `effects.onlineStream()`; send `.internetStateChanged` for each value.
            return .none

        case .input(.emailInputChanged):
            // TODO: store the new email, not valid yet, validating locally; then validate it
            // locally in an effect and send `.emailLocalValidation`.
            return .none

        case .input(.passwordInputChanged):
            // TODO: store the password.
            return .none

        case .input(.loginButtonClicked):
            // TODO: ask `effects.showConfirmation("Are you sure?")` and send
            // `.loginAlertConfirmation`. The article calls `fatalError` when login is not allowed:
            // what should a tap that is not allowed do?
            return .none

        // MARK: - Feedback

        case .feedback(.internetStateChanged):
            // TODO
            return .none

        case .feedback(.emailLocalValidation):
            // TODO: an invalid email stops here; a valid one goes to the server, and the
            // answer comes back as `.emailRemoteValidation`. This feedback, too, may be about an
            // email that is no longer on screen.
            return .none

        case .feedback(.emailRemoteValidation):
            // TODO: store the server's answer, unless it is about an email that is no longer on
            // screen (the user typed on while the server was thinking).
            return .none

        case .feedback(.loginAlertConfirmation):
            // TODO: on "yes", log in with the email and password on screen, and send
            // `.loginSuccessful` or `.loginFailed`.
            return .none

        case .feedback(.loginSuccessful):
            // TODO
            return .none

        case .feedback(.loginFailed):
            // TODO
            return .none
        }
    }
}
