/// The login screen with plain methods, each one forwarding to whatever implements LoginActions.
@MainActor
final class LoginViewModel {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    var state: LoginState { actions.state }
    let outputs: AsyncStream<Output>

    private let actions: any LoginActions

    init(effects: LoginEffects) {
        let actions = loginActionsType.init(effects: effects)
        self.actions = actions
        let (outputs, continuation) = AsyncStream.makeStream(of: Output.self)
        self.outputs = outputs
        Task {
            for await output in actions.outputs {
                switch output {
                case .showErrorToast: continuation.yield(.showErrorToast)
                case .loginFinished(let token): continuation.yield(.loginFinished(token: token))
                }
            }
        }
    }

    func onAppear() { actions.start() }
    func emailInputChanged(_ email: String) { actions.email(email) }
    func passwordInputChanged(_ password: String) { actions.password(password) }
    func loginButtonClicked() { actions.logIn() }
}
