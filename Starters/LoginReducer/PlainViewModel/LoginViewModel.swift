/// The login screen as a view model with plain methods: each flow reads top to bottom in one
/// method, and only what the view must be told once is a message (`Output`).
@MainActor
final class LoginViewModel {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    private(set) var state = LoginState()
    /// Everything the view model told the view, in order.
    let outputs: AsyncStream<Output>

    private let outputContinuation: AsyncStream<Output>.Continuation
    private let effects: LoginEffects

    init(effects: LoginEffects) {
        self.effects = effects
        (outputs, outputContinuation) = AsyncStream.makeStream(of: Output.self)
    }

    // TODO: step 3. The same behaviour as `LoginReducer`, written as plain methods, each flow top
    // to bottom. Tell the view with `outputContinuation.yield(…)`.

    func onAppear() {
        // TODO: keep `state.online` up to date with `effects.onlineStream()`.
    }

    func emailInputChanged(_ email: String) {
        // TODO: validate locally, then remotely.
    }

    func passwordInputChanged(_ password: String) {
        // TODO
    }

    func loginButtonClicked() {
        // TODO: confirm, then log in.
    }
}
