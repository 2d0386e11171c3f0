/// The login screen with plain methods, each one forwarding to whatever implements LoginActions.
@MainActor
final class LoginViewModel {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    var state: LoginState { actions.state }
    var outputs: AsyncStream<Output> { actions.outputs }

    private let actions: any LoginActions

    init(effects: LoginEffects) {
        actions = loginActionsType.init(effects: effects)
    }

    func onAppear() { actions.start() }
    func emailInputChanged(_ email: String) { actions.email(email) }
    func passwordInputChanged(_ password: String) { actions.password(password) }
    func loginButtonClicked() { actions.logIn() }
}
