/// The login flows as plain methods, each reading top to bottom.
@MainActor
final class PlainLoginActions: LoginActions {
    private(set) var state = LoginState()
    let outputs: AsyncStream<LoginViewModel.Output>

    private let outputContinuation: AsyncStream<LoginViewModel.Output>.Continuation
    private let effects: LoginEffects

    init(effects: LoginEffects) {
        self.effects = effects
        (outputs, outputContinuation) = AsyncStream.makeStream(of: LoginViewModel.Output.self)
    }

    func start() {
        Task {
            for await online in effects.onlineStream() {
                state.online = online
            }
        }
    }

    func email(_ email: String) {
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

    func password(_ password: String) {
        state.password = password
    }

    func logIn() {
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
