/// The login screen with plain methods, each one forwarding to a flow object.
@MainActor
final class LoginViewModel {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    var state: LoginState { flow.state }
    let outputs: AsyncStream<Output>

    private let flow: LoginFlow

    init(effects: LoginEffects) {
        flow = LoginFlow(effects: effects)
        let (outputs, continuation) = AsyncStream.makeStream(of: Output.self)
        self.outputs = outputs
        Task { [flow] in
            for await output in flow.outputs {
                switch output {
                case .showErrorToast: continuation.yield(.showErrorToast)
                case .loginFinished(let token): continuation.yield(.loginFinished(token: token))
                }
            }
        }
    }

    func onAppear() { flow.start() }
    func emailInputChanged(_ email: String) { flow.email(email) }
    func passwordInputChanged(_ password: String) { flow.password(password) }
    func loginButtonClicked() { flow.logIn() }
}
