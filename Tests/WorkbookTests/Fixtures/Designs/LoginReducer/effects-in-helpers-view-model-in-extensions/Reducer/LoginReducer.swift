/// The login screen as a reducer whose cases only change the state and name the effect they
/// want; the effects are built below, one method each.
struct LoginReducer: Reducer {
    enum Input: Equatable {
        case onAppear
        case emailInputChanged(String)
        case passwordInputChanged(String)
        case loginButtonClicked
    }

    enum Feedback: Equatable {
        case internetStateChanged(online: Bool)
        case emailLocalValidation(email: String, valid: Bool)
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
        case .input(.onAppear):
            return listenToConnectivity()
        case .input(.emailInputChanged(let email)):
            state.email = .init(rawValue: email, valid: false, currentValidation: .local)
            return validateLocally(email)
        case .input(.passwordInputChanged(let password)):
            state.password = password
            return .none
        case .input(.loginButtonClicked):
            return state.canLogin && !state.loggingIn ? askForConfirmation() : .none
        case .feedback(.internetStateChanged(let online)):
            state.online = online
            return .none
        case .feedback(.emailLocalValidation(let email, let valid)) where email == state.email.rawValue:
            state.email.currentValidation = valid ? .remote : nil
            return valid ? validateRemotely(email) : .none
        case .feedback(.emailRemoteValidation(let email, let valid)) where email == state.email.rawValue:
            state.email.valid = valid
            state.email.currentValidation = nil
            return .none
        case .feedback(.emailLocalValidation), .feedback(.emailRemoteValidation):
            return .none
        case .feedback(.loginAlertConfirmation(let confirmed)):
            guard confirmed, !state.loggingIn else { return .none }
            state.loggingIn = true
            return logIn(state.email.rawValue, state.password)
        case .feedback(.loginSuccessful(let token)):
            state.loggingIn = false
            return .output(.loginFinished(token: token))
        case .feedback(.loginFailed):
            state.loggingIn = false
            return .output(.showErrorToast)
        }
    }

    // MARK: - Effects

    private func listenToConnectivity() -> Effect<Feedback, Output> {
        .run { [effects] send in
            for await online in effects.onlineStream() { send(.internetStateChanged(online: online)) }
        }
    }

    private func validateLocally(_ email: String) -> Effect<Feedback, Output> {
        .run { [effects] send in send(.emailLocalValidation(email: email, valid: effects.localEmailValidation(email))) }
    }

    private func validateRemotely(_ email: String) -> Effect<Feedback, Output> {
        .run { [effects] send in send(.emailRemoteValidation(email: email, valid: await effects.remoteEmailValidation(email))) }
    }

    private func askForConfirmation() -> Effect<Feedback, Output> {
        .run { [effects] send in send(.loginAlertConfirmation(confirm: await effects.showConfirmation("Are you sure?"))) }
    }

    private func logIn(_ email: String, _ password: String) -> Effect<Feedback, Output> {
        .run { [effects] send in
            do {
                send(.loginSuccessful(token: try await effects.login(email, password)))
            } catch {
                send(.loginFailed)
            }
        }
    }
}
