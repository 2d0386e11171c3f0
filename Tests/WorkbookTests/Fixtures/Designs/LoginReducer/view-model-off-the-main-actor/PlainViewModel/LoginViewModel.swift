/// The article's view model, made to compile in Swift 6 with `@unchecked Sendable`: a plain
/// class whose tasks run, and change the state, on whatever thread the runtime picks.
final class LoginViewModel: @unchecked Sendable {
    enum Output: Equatable {
        case showErrorToast
        case loginFinished(token: String)
    }

    private(set) var state = LoginState()
    let outputs: AsyncStream<Output>

    private let outputContinuation: AsyncStream<Output>.Continuation
    private let effects: LoginEffects

    init(effects: LoginEffects) {
        self.effects = effects
        (outputs, outputContinuation) = AsyncStream.makeStream(of: Output.self)
    }

    func onAppear() {
        Task {
            for await online in await effects.onlineStream() {
                state.online = online
            }
        }
    }

    @MainActor
    func emailInputChanged(_ email: String) {
        state.email = LoginState.Email(rawValue: email, valid: false, currentValidation: .local)
        guard effects.localEmailValidation(email) else {
            state.email.currentValidation = nil
            return
        }
        state.email.currentValidation = .remote
        Task {
            let valid = await effects.remoteEmailValidation(email)
            guard email == state.email.rawValue else { return }
            state.email.valid = valid
            state.email.currentValidation = nil
        }
    }

    func passwordInputChanged(_ password: String) {
        state.password = password
    }

    func loginButtonClicked() {
        guard state.canLogin, !state.loggingIn else { return }
        Task {
            guard await effects.showConfirmation("Are you sure?"), !state.loggingIn else { return }
            state.loggingIn = true
            defer { state.loggingIn = false }
            do {
                let token = try await effects.login(state.email.rawValue, state.password)
                outputContinuation.yield(.loginFinished(token: token))
            } catch {
                outputContinuation.yield(.showErrorToast)
            }
        }
    }
}
