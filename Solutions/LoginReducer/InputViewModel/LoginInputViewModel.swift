/// The login screen as a view model that takes the user's actions as messages (`Input`) but
/// lets each flow run top to bottom: no feedback messages.
///
/// The middle of the article's three versions: the `switch` keeps one entry point for every user
/// action (handy to log them), and each case reads like a plain method.
@MainActor
final class LoginInputViewModel {
    enum Input: Equatable {
        case onAppear
        case emailInputChanged(String)
        case passwordInputChanged(String)
        case loginButtonClicked
    }

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

    func send(_ input: Input) {
        switch input {
        case .onAppear:
            Task {
                for await online in effects.onlineStream() {
                    state.online = online
                }
            }

        case .emailInputChanged(let email):
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

        case .passwordInputChanged(let password):
            state.password = password

        case .loginButtonClicked:
            guard state.canLogin, !state.loggingIn else { return }
            Task {
                guard await effects.showConfirmation("Are you sure?") else { return }
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
}
