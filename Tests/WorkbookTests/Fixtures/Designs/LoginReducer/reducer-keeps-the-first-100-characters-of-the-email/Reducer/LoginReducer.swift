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

    func reduce(_ message: Message<Input, Feedback>, into state: inout LoginState) -> Effect<Feedback, Output> {
        switch message {
        // MARK: - Input

        case .input(.onAppear):
            return .run { [effects] send in
                for await online in effects.onlineStream() {
                    send(.internetStateChanged(online: online))
                }
            }

        case .input(.emailInputChanged(let email)):
            // Wrong only for a long email: the screen keeps its first 100 characters.
            let email = String(email.prefix(100))
            state.email = LoginState.Email(rawValue: email, valid: false, currentValidation: .local)
            return .run { [effects] send in
                send(.emailLocalValidation(email: email, valid: effects.localEmailValidation(email)))
            }

        case .input(.passwordInputChanged(let password)):
            state.password = password
            return .none

        case .input(.loginButtonClicked):
            // The article stops the app here (`fatalError`). A tap the screen does not allow is
            // not a programmer's error: ignore it.
            guard state.canLogin, !state.loggingIn else { return .none }
            return .run { [effects] send in
                let confirmed = await effects.showConfirmation("Are you sure?")
                send(.loginAlertConfirmation(confirm: confirmed))
            }

        // MARK: - Feedback

        case .feedback(.internetStateChanged(let online)):
            state.online = online
            return .none

        case .feedback(.emailLocalValidation(let email, let valid)):
            // Feedback about an email the user has since changed is stale: drop it.
            guard email == state.email.rawValue else { return .none }
            guard valid else {
                state.email.currentValidation = nil
                return .none
            }
            state.email.currentValidation = .remote
            return .run { [effects] send in
                let valid = await effects.remoteEmailValidation(email)
                send(.emailRemoteValidation(email: email, valid: valid))
            }

        case .feedback(.emailRemoteValidation(let email, let valid)):
            guard email == state.email.rawValue else { return .none }
            state.email.valid = valid
            state.email.currentValidation = nil
            return .none

        case .feedback(.loginAlertConfirmation(confirm: true)):
            // Two quick taps asked twice: the second "yes" arrives while the first login runs.
            guard !state.loggingIn else { return .none }
            state.loggingIn = true
            let (email, password) = (state.email.rawValue, state.password)
            return .run { [effects] send in
                do {
                    let token = try await effects.login(email, password)
                    send(.loginSuccessful(token: token))
                } catch {
                    send(.loginFailed)
                }
            }

        case .feedback(.loginAlertConfirmation(confirm: false)):
            return .none

        case .feedback(.loginSuccessful(let token)):
            state.loggingIn = false
            return .output(.loginFinished(token: token))

        case .feedback(.loginFailed):
            state.loggingIn = false
            return .output(.showErrorToast)
        }
    }
}
