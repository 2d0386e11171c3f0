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

    // TODO: step 2. Write each case: change `state`, and return what should happen next. The
    // reducer never awaits: work goes in an effect, `.run { send in … }`, which reports what it
    // found out with `send(.someFeedback)`. The lesson lists what the checks expect after each
    // message.
    func reduce(_ message: Message<Input, Feedback>, into state: inout LoginState) -> Effect<Feedback, Output> {
        switch message {
        case .input(.onAppear):
            return .none
        case .input(.emailInputChanged):
            return .none
        case .input(.passwordInputChanged):
            return .none
        case .input(.loginButtonClicked):
            // The article calls `fatalError` when login is not allowed. What should this do?
            return .none
        case .feedback(.internetStateChanged):
            return .none
        case .feedback(.emailLocalValidation):
            return .none
        case .feedback(.emailRemoteValidation):
            return .none
        case .feedback(.loginAlertConfirmation):
            return .none
        case .feedback(.loginSuccessful):
            return .none
        case .feedback(.loginFailed):
            return .none
        }
    }
}
