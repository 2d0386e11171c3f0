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

    func onAppear() {
        Task {
            for await online in effects.onlineStream() {
                state.online = online
            }
        }
    }

    func emailInputChanged(_ email: String) {
        state.email = LoginState.Email(rawValue: email, valid: false, currentValidation: .local)
        guard effects.localEmailValidation(email) else {
            state.email.currentValidation = nil
            return
        }
        state.email.currentValidation = .remote
        Task {
            let valid = await effects.remoteEmailValidation(email)
            // The user may have typed on while the server answered: this answer is then
            // about an email that is no longer on screen.
            guard email == state.email.rawValue else { return }
            state.email.valid = valid
            state.email.currentValidation = nil
        }
    }

    func passwordInputChanged(_ password: String) {
        state.password = password
    }

    func loginButtonClicked() {
        // Ignore a tap the screen does not allow (the article stops the app with `fatalError`).
        guard state.canLogin, !state.loggingIn else { return }
        Task {
            // Two quick taps asked twice: the second "yes" arrives while the first login runs.
            guard await effects.showConfirmation("Are you sure?"), !state.loggingIn else { return }
            state.loggingIn = true
            defer { state.loggingIn = false }
            do {
                let token = try await effects.login(state.email.rawValue, state.password)
                // Wrong only for a token with spaces: the spaces are dropped.
                outputContinuation.yield(.loginFinished(token: token.filter { $0 != " " }))
            } catch {
                outputContinuation.yield(.showErrorToast)
            }
        }
    }
}
